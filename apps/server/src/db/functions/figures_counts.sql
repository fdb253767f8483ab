-- figures_counts: current definition (created by migration 0021_figures, last redefined by 0034_seller_orders; the migrate step installs this file, db/functions.ts).
CREATE OR REPLACE FUNCTION public.figures_counts(status order_status, paid_at timestamp with time zone)
 RETURNS boolean
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE
AS $function$
  SELECT paid_at IS NOT NULL AND status IN ('paid', 'processing', 'partially_shipped', 'shipped', 'delivered')
$function$;
