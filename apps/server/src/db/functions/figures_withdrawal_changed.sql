-- figures_withdrawal_changed: current definition (created by migration 0021_figures; the migrate step installs this file, db/functions.ts).
CREATE OR REPLACE FUNCTION public.figures_withdrawal_changed()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
DECLARE
  w record;
  sign integer;
BEGIN
  IF TG_OP = 'INSERT' THEN w := NEW; sign := 1; ELSE w := OLD; sign := -1; END IF;
  INSERT INTO figures_days AS f (day, shard, withdrawals, withdrawn_cents)
  SELECT figures_berlin_day(w.created_at), (o.id % 8)::smallint, sign,
    CASE WHEN o.paid_at IS NOT NULL THEN sign * o.total_cents ELSE 0 END
  FROM orders o WHERE o.id = w.order_id
  ON CONFLICT (day, shard) DO UPDATE SET
    withdrawals = f.withdrawals + excluded.withdrawals, withdrawn_cents = f.withdrawn_cents + excluded.withdrawn_cents;
  PERFORM pg_notify('figures_changes', '');
  RETURN NULL;
END $function$;
