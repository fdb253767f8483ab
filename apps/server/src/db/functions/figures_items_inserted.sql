-- figures_items_inserted: current definition (created by migration 0021_figures; the migrate step installs this file, db/functions.ts).
CREATE OR REPLACE FUNCTION public.figures_items_inserted()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  -- Lines of an order that is already paid (seeds, demo data); a checkout's lines arrive unpaid.
  PERFORM figures_apply_items(
    array(SELECT n.id FROM new_rows n JOIN orders o ON o.id = n.order_id WHERE figures_counts(o.status, o.paid_at)),
    array(SELECT o.paid_at FROM new_rows n JOIN orders o ON o.id = n.order_id WHERE figures_counts(o.status, o.paid_at)),
    1);
  RETURN NULL;
END $function$;
