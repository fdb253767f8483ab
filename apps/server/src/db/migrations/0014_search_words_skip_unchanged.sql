-- A products update that changes neither a search text nor the active flag (stock, prices,
-- ratings: every order takes stock) counted nothing but still ran search_words_count twice,
-- and its DELETE was planned for any array: about 1 ms of PostgreSQL time per stock update,
-- most of what placing an order cost the database (docs/decisions/087-checkout-statements.md).
-- The same counting, skipped when there is nothing to count. Hand-written: Drizzle cannot
-- express triggers.
CREATE OR REPLACE FUNCTION "products_search_words_update"() RETURNS trigger LANGUAGE plpgsql AS $$
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
END $$;
