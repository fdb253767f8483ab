-- product_search_text: products.search_text, the words search finds a product by (decision 166). Every writer calls
-- it (product form, import, category rename, demo data, test fixtures), so their texts cannot drift: name, code,
-- category, parent category, brand, series and the description without HTML tags, white space (JavaScript's \s)
-- collapsed, trimmed, lower-cased. A plain SQL expression, IMMUTABLE: the planner inlines it into the import's
-- set-based statements, so a row costs what the expression written out did. Created by migration
-- 0032_product_search_text; the migrate step installs this file (db/functions.ts).
CREATE OR REPLACE FUNCTION public.product_search_text(name text, code text, category text, parent_category text, brand text, series text, description text)
 RETURNS text
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE
AS $function$
  SELECT lower(btrim(regexp_replace(
    coalesce(name, '') || ' ' || coalesce(code, '') || ' ' || coalesce(category, '') || ' ' || coalesce(parent_category, '')
      || ' ' || coalesce(brand, '') || ' ' || coalesce(series, '') || ' '
      || regexp_replace(coalesce(description, ''), '<[^>]*>', ' ', 'g'),
    '[\s\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+', ' ', 'g')))
$function$;
