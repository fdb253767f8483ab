-- products_search_words_update: current definition (created by migration 0006_search_words, last redefined by 0014_search_words_skip_unchanged; the migrate step installs this file, db/functions.ts).
CREATE OR REPLACE FUNCTION public.products_search_words_update()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
DECLARE
  gone text[];
  came text[];
BEGIN
  SELECT array_agg(o.search_text) FILTER (WHERE o.active AND (NOT n.active OR n.search_text IS DISTINCT FROM o.search_text)),
         array_agg(n.search_text) FILTER (WHERE n.active AND (NOT o.active OR n.search_text IS DISTINCT FROM o.search_text))
    INTO gone, came
    FROM old_rows o JOIN new_rows n ON n.id = o.id;
  IF gone IS NOT NULL THEN
    PERFORM search_words_count(gone, -1);
  END IF;
  IF came IS NOT NULL THEN
    PERFORM search_words_count(came, 1);
  END IF;
  RETURN NULL;
END $function$;
