-- products_search_words_truncate: current definition (created by migration 0006_search_words; the migrate step installs this file, db/functions.ts).
CREATE OR REPLACE FUNCTION public.products_search_words_truncate()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  DELETE FROM search_words;
  RETURN NULL;
END $function$;
