-- figures_kept_cents: current definition (created by migration 0021_figures; the migrate step installs this file, db/functions.ts).
CREATE OR REPLACE FUNCTION public.figures_kept_cents(order_id integer, total_cents integer)
 RETURNS bigint
 LANGUAGE sql
 STABLE
AS $function$
  SELECT total_cents - coalesce((SELECT sum(r.amount_cents) FROM refunds r
                                 WHERE r.order_id = figures_kept_cents.order_id AND r.status = 'succeeded'), 0)
$function$;
