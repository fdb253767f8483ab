-- product_prices_updated: current definition (created by migration 0019_catalog_admin; the migrate step installs this file, db/functions.ts).
CREATE OR REPLACE FUNCTION public.product_prices_updated()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  -- Only a changed selling price starts a new entry; stock or name edits leave the history alone.
  INSERT INTO product_price_history (product_id, price_cents, old_price_cents)
    SELECT n.id, n.price_cents, n.old_price_cents FROM new_rows n JOIN old_rows o ON o.id = n.id
     WHERE n.price_cents IS DISTINCT FROM o.price_cents;
  RETURN NULL;
END $function$;
