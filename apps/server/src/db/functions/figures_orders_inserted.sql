-- figures_orders_inserted: current definition (created by migration 0021_figures, last redefined by 0028_vat_per_rate; the migrate step installs this file, db/functions.ts).
CREATE OR REPLACE FUNCTION public.figures_orders_inserted()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
DECLARE
  rows "figures_order"[];
BEGIN
  rows := array(SELECT row(n.id, n.user_id, n.status, n.paid_at, n.created_at, n.total_cents, n.vat_cents,
                           n.discount_cents, n.coupon_id, n.net_cents)::"figures_order" FROM new_rows n);
  IF cardinality(rows) > 0 THEN
    PERFORM figures_apply(rows, 1, false);
    PERFORM figures_placed(rows, 1);
    PERFORM pg_notify('figures_changes', '');
  END IF;
  RETURN NULL;
END $function$;
