-- figures_order_changed: current definition (created by migration 0021_figures, last redefined by 0028_vat_per_rate; the migrate step installs this file, db/functions.ts).
CREATE OR REPLACE FUNCTION public.figures_order_changed()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
DECLARE
  o "figures_order";
  n "figures_order";
BEGIN
  o := row(OLD.id, OLD.user_id, OLD.status, OLD.paid_at, OLD.created_at, OLD.total_cents, OLD.vat_cents,
           OLD.discount_cents, OLD.coupon_id, OLD.net_cents)::"figures_order";
  PERFORM figures_apply(array[o], -1, true);
  PERFORM figures_placed(array[o], -1);
  IF TG_OP = 'UPDATE' THEN
    n := row(NEW.id, NEW.user_id, NEW.status, NEW.paid_at, NEW.created_at, NEW.total_cents, NEW.vat_cents,
             NEW.discount_cents, NEW.coupon_id, NEW.net_cents)::"figures_order";
    PERFORM figures_apply(array[n], 1, true);
    PERFORM figures_placed(array[n], 1);
  ELSE
    -- The order's withdrawal and refunds go with it (their own triggers no longer find the order).
    INSERT INTO figures_days AS f (day, shard, refunds, refunded_cents)
    SELECT figures_berlin_day(r.created_at), (OLD.id % 8)::smallint, -count(*), -sum(r.amount_cents)
    FROM refunds r WHERE r.order_id = OLD.id AND r.status = 'succeeded' GROUP BY 1, 2
    ON CONFLICT (day, shard) DO UPDATE SET
      refunds = f.refunds + excluded.refunds, refunded_cents = f.refunded_cents + excluded.refunded_cents;
    INSERT INTO figures_days AS f (day, shard, withdrawals, withdrawn_cents)
    SELECT figures_berlin_day(w.created_at), (OLD.id % 8)::smallint, -1,
      CASE WHEN OLD.paid_at IS NOT NULL THEN -OLD.total_cents ELSE 0 END
    FROM withdrawals w WHERE w.order_id = OLD.id
    ON CONFLICT (day, shard) DO UPDATE SET
      withdrawals = f.withdrawals + excluded.withdrawals, withdrawn_cents = f.withdrawn_cents + excluded.withdrawn_cents;
  END IF;
  PERFORM pg_notify('figures_changes', '');
  -- As a BEFORE DELETE trigger it must answer the row, or the delete would be skipped.
  RETURN OLD;
END $function$;
