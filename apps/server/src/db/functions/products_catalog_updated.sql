-- products_catalog_updated: current definition (created by migration 0025_catalog_changes_content; the migrate step installs this file, db/functions.ts).
CREATE OR REPLACE FUNCTION public.products_catalog_updated()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
DECLARE
  changed bigint;
BEGIN
  INSERT INTO catalog_changes (product_id, content)
  SELECT coalesce(o.id, n.id),
         o.id IS NULL OR n.id IS NULL
         OR (n.code, n.name, n.description, n.category_id, n.brand_id, n.shop_id, n.series_id, n.tax_rate,
             n.delivery_weeks, n.best_seller, n.is_light, n.variant_group, n.color_front, n.color_body,
             n.dimensions, n.attributes, n.search_tsv, n.active)
            IS DISTINCT FROM
            (o.code, o.name, o.description, o.category_id, o.brand_id, o.shop_id, o.series_id, o.tax_rate,
             o.delivery_weeks, o.best_seller, o.is_light, o.variant_group, o.color_front, o.color_body,
             o.dimensions, o.attributes, o.search_tsv, o.active)
  FROM new_rows n FULL JOIN old_rows o ON o.id = n.id;
  GET DIAGNOSTICS changed = ROW_COUNT;
  IF changed > 0 THEN
    PERFORM pg_notify('catalog_changes', '');
  END IF;
  RETURN NULL;
END $function$;
