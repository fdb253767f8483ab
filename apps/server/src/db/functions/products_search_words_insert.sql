-- products_search_words_insert: current definition (created by migration 0006_search_words; the migrate step installs this file, db/functions.ts).
CREATE OR REPLACE FUNCTION public.products_search_words_insert()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  PERFORM search_words_count(array(SELECT n.search_text FROM new_rows n WHERE n.active), 1);
  RETURN NULL;
END $function$;
