-- catalog_changed_all: current definition (created by migration 0007_catalog_changes, last redefined by 0012_catalog_change_feed; the migrate step installs this file, db/functions.ts).
CREATE OR REPLACE FUNCTION public.catalog_changed_all()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  INSERT INTO catalog_changes (product_id) VALUES (NULL);
  PERFORM pg_notify('catalog_changes', '');
  RETURN NULL;
END $function$;
