-- products_search_words_delete: current definition (created by migration 0006_search_words; the migrate step installs this file, db/functions.ts).
CREATE OR REPLACE FUNCTION public.products_search_words_delete()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  PERFORM search_words_count(array(SELECT o.search_text FROM old_rows o WHERE o.active), -1);
  RETURN NULL;
END $function$;
