-- catalog_changed_rows: current definition (created by migration 0007_catalog_changes, last redefined by 0012_catalog_change_feed; the migrate step installs this file, db/functions.ts).
CREATE OR REPLACE FUNCTION public.catalog_changed_rows()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
DECLARE
  n bigint;
BEGIN
  -- TG_ARGV[0]: the column naming the product in this table.
  IF TG_OP = 'INSERT' THEN
    EXECUTE format('INSERT INTO catalog_changes (product_id) SELECT DISTINCT %I FROM new_rows', TG_ARGV[0]);
  ELSIF TG_OP = 'DELETE' THEN
    EXECUTE format('INSERT INTO catalog_changes (product_id) SELECT DISTINCT %I FROM old_rows', TG_ARGV[0]);
  ELSE
    EXECUTE format('INSERT INTO catalog_changes (product_id) SELECT %I FROM new_rows UNION SELECT %I FROM old_rows', TG_ARGV[0], TG_ARGV[0]);
  END IF;
  -- A statement that changed no row wakes nobody.
  GET DIAGNOSTICS n = ROW_COUNT;
  IF n > 0 THEN
    PERFORM pg_notify('catalog_changes', '');
  END IF;
  RETURN NULL;
END $function$;
