-- product_prices_inserted: current definition (created by migration 0019_catalog_admin; the migrate step installs this file, db/functions.ts).
CREATE OR REPLACE FUNCTION public.product_prices_inserted()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  INSERT INTO product_price_history (product_id, price_cents, old_price_cents)
    SELECT id, price_cents, old_price_cents FROM new_rows;
  RETURN NULL;
END $function$;
