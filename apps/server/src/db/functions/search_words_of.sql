-- search_words_of: current definition (created by migration 0006_search_words; the migrate step installs this file, db/functions.ts).
CREATE OR REPLACE FUNCTION public.search_words_of(t text)
 RETURNS SETOF text
 LANGUAGE sql
 STABLE PARALLEL SAFE
AS $function$
  SELECT DISTINCT w FROM regexp_split_to_table(t, '[^[:alnum:]]+') AS w WHERE length(w) >= 3
$function$;
