-- catalog_changed_rows: current definition (created by migration 0007_catalog_changes, last redefined by 0040_products_updates_in_one_trigger; the migrate step installs this file, db/functions.ts).
CREATE OR REPLACE FUNCTION public.catalog_changed_rows()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
DECLARE
  ids integer[];
BEGIN
  -- TG_ARGV[0]: the column naming the product in this table.
  IF TG_OP = 'INSERT' THEN
    EXECUTE format('SELECT array_agg(DISTINCT %I) FROM new_rows', TG_ARGV[0]) INTO ids;
  ELSIF TG_OP = 'DELETE' THEN
    EXECUTE format('SELECT array_agg(DISTINCT %I) FROM old_rows', TG_ARGV[0]) INTO ids;
  ELSE
    EXECUTE format('SELECT array_agg(id) FROM (SELECT %I AS id FROM new_rows UNION SELECT %I FROM old_rows) c', TG_ARGV[0], TG_ARGV[0]) INTO ids;
  END IF;
  -- A statement that changed no row wakes nobody.
  IF catalog_changed(ids, true) THEN
    PERFORM pg_notify('catalog_changes', '');
  END IF;
  RETURN NULL;
END $function$;
