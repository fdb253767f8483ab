-- products.search_text computed in one place (issue 37, docs/decisions/166). Hand-written, additive: a new function,
-- and stored texts brought in line with it where they differ (run twice, the second run finds none).
-- The function's current definition is db/functions/product_search_text.sql, which the migrate step installs after
-- the migrations; it is created here as well because the statement below needs it on a fresh database.
CREATE OR REPLACE FUNCTION product_search_text(
  name text, code text, category text, parent_category text, brand text, series text, description text
) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT lower(btrim(regexp_replace(
    coalesce(name, '') || ' ' || coalesce(code, '') || ' ' || coalesce(category, '') || ' ' || coalesce(parent_category, '')
      || ' ' || coalesce(brand, '') || ' ' || coalesce(series, '') || ' '
      || regexp_replace(coalesce(description, ''), '<[^>]*>', ' ', 'g'),
    '[\s\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+', ' ', 'g')))
$$;--> statement-breakpoint
-- The demo loader joined the parts without collapsing white space, and the product form lower-cased in JavaScript:
-- texts written before are rewritten where the function says otherwise (on a shop edited only through the form and
-- the import, hardly any).
UPDATE "products" p SET "search_text" = t.text
  FROM (
    SELECT p2.id, product_search_text(p2.name, p2.code, c.name_de, pc.name_de, b.name, se.name, p2.description) AS text
    FROM "products" p2
      JOIN "categories" c ON c.id = p2.category_id
      LEFT JOIN "categories" pc ON pc.id = c.parent_id
      LEFT JOIN "brands" b ON b.id = p2.brand_id
      LEFT JOIN "series" se ON se.id = p2.series_id
  ) t
  WHERE t.id = p.id AND p.search_text IS DISTINCT FROM t.text;
