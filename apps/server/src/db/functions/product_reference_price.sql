-- product_reference_price: current definition (created by migration 0019_catalog_admin; the migrate step installs this file, db/functions.ts).
CREATE OR REPLACE FUNCTION public.product_reference_price()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
DECLARE
  began timestamptz;
  lowest integer;
BEGIN
  -- No reduction announced: nothing to refer to.
  IF NEW.old_price_cents IS NULL OR NEW.old_price_cents <= NEW.price_cents THEN
    NEW.lowest_price_30_days_cents := NULL;
    RETURN NEW;
  END IF;
  -- The reduction began when the current price began: now for a new price, else at its history row.
  IF TG_OP = 'INSERT' OR NEW.price_cents IS DISTINCT FROM OLD.price_cents THEN
    began := now();
  ELSE
    SELECT max(valid_from) INTO began FROM product_price_history WHERE product_id = NEW.id;
    began := coalesce(began, now());
  END IF;
  -- The lowest price in effect during the 30 days before: the rows that began in the window and the one that was
  -- in effect when the window opened. An earlier sale inside the window lowers it.
  SELECT min(h.price_cents) INTO lowest FROM product_price_history h
   WHERE h.product_id = NEW.id AND h.valid_from < began
     AND h.valid_from >= coalesce(
       (SELECT max(o.valid_from) FROM product_price_history o
         WHERE o.product_id = NEW.id AND o.valid_from <= began - interval '30 days'),
       '-infinity'::timestamptz);
  -- The old price the staff entered is an upper bound (a product without history keeps it as its reference).
  lowest := least(NEW.old_price_cents, lowest);
  NEW.lowest_price_30_days_cents := CASE WHEN lowest > NEW.price_cents THEN lowest ELSE NULL END;
  RETURN NEW;
END $function$;
