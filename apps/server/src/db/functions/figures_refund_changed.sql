-- figures_refund_changed: current definition (created by migration 0021_figures, last redefined by 0028_vat_per_rate; the migrate step installs this file, db/functions.ts).
CREATE OR REPLACE FUNCTION public.figures_refund_changed()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
DECLARE
  old_cents integer := 0;
  new_cents integer := 0;
  r record;
  o "figures_order";
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.status = 'succeeded' THEN old_cents := OLD.amount_cents; END IF;
  IF TG_OP <> 'DELETE' AND NEW.status = 'succeeded' THEN new_cents := NEW.amount_cents; END IF;
  IF TG_OP = 'DELETE' THEN r := OLD; ELSE r := NEW; END IF;
  IF old_cents = new_cents THEN
    -- A pending or failed refund, or an update that changes neither amount nor day: nothing to count.
    IF TG_OP <> 'UPDATE' THEN
      RETURN NULL;
    ELSIF OLD.created_at = NEW.created_at AND OLD.order_id = NEW.order_id THEN
      RETURN NULL;
    END IF;
  END IF;
  SELECT x.id, x.user_id, x.status, x.paid_at, x.created_at, x.total_cents, x.vat_cents, x.discount_cents, x.coupon_id, x.net_cents
  INTO o FROM orders x WHERE x.id = r.order_id;
  IF NOT FOUND THEN
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' AND OLD.status = 'succeeded' THEN
    INSERT INTO figures_days AS f (day, shard, refunds, refunded_cents)
    VALUES (figures_berlin_day(OLD.created_at), (OLD.order_id % 8)::smallint, -1, -OLD.amount_cents)
    ON CONFLICT (day, shard) DO UPDATE SET
      refunds = f.refunds + excluded.refunds, refunded_cents = f.refunded_cents + excluded.refunded_cents;
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.status = 'succeeded' THEN
    INSERT INTO figures_days AS f (day, shard, refunds, refunded_cents)
    VALUES (figures_berlin_day(NEW.created_at), (NEW.order_id % 8)::smallint, 1, NEW.amount_cents)
    ON CONFLICT (day, shard) DO UPDATE SET
      refunds = f.refunds + excluded.refunds, refunded_cents = f.refunded_cents + excluded.refunded_cents;
  END IF;
  -- The order's revenue as it was (refunds before this change), then as it is.
  PERFORM figures_apply(array[o], -1, false, new_cents - old_cents);
  PERFORM figures_apply(array[o], 1, false);
  PERFORM pg_notify('figures_changes', '');
  RETURN NULL;
END $function$;
