-- figures_kept_vat: current definition (created by migration 0028_vat_per_rate; the migrate step installs this file, db/functions.ts).
CREATE OR REPLACE FUNCTION public.figures_kept_vat(o figures_order, kept bigint, OUT vat bigint, OUT net bigint)
 RETURNS record
 LANGUAGE sql
 IMMUTABLE
AS $function$
  SELECT o.vat_cents - x.refund_vat, x.net - (x.refunded - x.refund_vat)
  FROM (SELECT r.refunded, r.net,
          CASE WHEN r.net + o.vat_cents > 0 THEN round(r.refunded::numeric * o.vat_cents / (r.net + o.vat_cents))::bigint
               ELSE 0 END AS refund_vat
        FROM (SELECT o.total_cents - kept AS refunded, coalesce(o.net_cents, o.total_cents - o.vat_cents)::bigint AS net) r) x
$function$;
