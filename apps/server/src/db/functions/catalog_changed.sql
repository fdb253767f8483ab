-- catalog_changed: current definition (created by migration 0040_products_updates_in_one_trigger; the migrate step installs this file, db/functions.ts). One change row for the products a statement changed: its id when one, all ids when more (decision 185).
CREATE OR REPLACE FUNCTION public.catalog_changed(ids integer[], content boolean)
 RETURNS boolean
 LANGUAGE sql
AS $function$
  INSERT INTO catalog_changes (product_id, product_ids, content)
    SELECT CASE WHEN cardinality(ids) = 1 THEN ids[1] END, CASE WHEN cardinality(ids) > 1 THEN ids END, content
    WHERE cardinality(ids) > 0
  RETURNING true
$function$;
