-- products_search_tsv: current definition (created by migration 0024_products_search_columns; the migrate step installs this file, db/functions.ts).
CREATE OR REPLACE FUNCTION public.products_search_tsv()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  IF TG_OP = 'INSERT' OR NEW.search_text IS DISTINCT FROM OLD.search_text THEN
    NEW.search_tsv := to_tsvector('german', NEW.search_text);
  ELSE
    NEW.search_tsv := OLD.search_tsv;
  END IF;
  RETURN NEW;
END $function$;
