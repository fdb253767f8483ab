-- products_content_set: current definition (created by migration 0040_products_updates_in_one_trigger; the migrate step installs this file, db/functions.ts). Tells products_updated that the statement set a content column, so it compares old and new rows (decision 185).
CREATE OR REPLACE FUNCTION public.products_content_set()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  PERFORM set_config('wohnwerk.products_content_set', 'on', true);
  RETURN NULL;
END $function$;
