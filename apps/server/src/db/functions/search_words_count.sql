-- search_words_count: current definition (created by migration 0006_search_words, changed in the release of 0034: counting words in, delta > 0, deletes nothing, as no count can fall to zero then; the migrate step installs this file, db/functions.ts).
CREATE OR REPLACE FUNCTION public.search_words_count(texts text[], delta integer)
 RETURNS void
 LANGUAGE sql
AS $function$
  INSERT INTO search_words AS s (word, products)
    SELECT w, count(*) * delta FROM unnest(texts) AS t, search_words_of(t) AS w GROUP BY w ORDER BY w
    ON CONFLICT (word) DO UPDATE SET products = s.products + excluded.products;
  DELETE FROM search_words s
    WHERE delta < 0 AND s.products <= 0 AND s.word IN (SELECT search_words_of(t) FROM unnest(texts) AS t);
$function$;
