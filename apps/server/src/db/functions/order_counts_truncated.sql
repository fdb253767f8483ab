-- order_counts_truncated: current definition (created by migration 0022_order_counts_and_top_products; the migrate step installs this file, db/functions.ts).
CREATE OR REPLACE FUNCTION public.order_counts_truncated()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  DELETE FROM order_counts;
  RETURN NULL;
END $function$;
