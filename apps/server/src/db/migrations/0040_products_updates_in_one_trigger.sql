-- contract-step: the three functions dropped below are trigger functions whose triggers this migration replaces in the same transaction; the previous release never calls them itself, and its migrate step does not install function files on a database with a newer migration (decision 166), so no instance of it can need or restore them.
-- One statement trigger for what an UPDATE of products records (issue 36, decision 185). Three statement triggers each
-- joined the statement's old and new rows: the catalogue change feed (one change row per product, each comparing 18
-- columns), the price history and the search vocabulary. A chunk of a stock-and-price import (5,000 products) spent
-- about 90 ms of its 320 ms in them, most in the feed's 5,000 inserted rows and its comparison of the wide columns
-- (the attributes' JSON above all) for products whose prices alone were written. Now:
-- - products_updated joins old and new rows once and writes all three;
-- - the feed takes one change row per statement and flag: the product's id (product_id) when one product changed, all
--   their ids (product_ids) when more did; the read model unnests them (look-reader.ts). catalog_changed_rows (images,
--   PDFs, lights, inserts and deletes of products) writes the same way;
-- - the content comparison runs only for a statement that sets a column the read model shows as content: the statement
--   trigger products_content_set (UPDATE OF those columns, fired before products_updated: same event, name order)
--   says so in a transaction-local setting that products_updated reads and clears. A price, stock or rating update
--   cannot change content, so its rows are price-only without being compared;
-- - the reference price's row trigger is called only for a row that has a reduction or had one (WHEN): the function
--   sets the reference to NULL for every other row, which it already is.
-- Additive for the previous release: a change of one product keeps writing product_id as it reads it; a change row
-- of many products has product_id NULL, which the previous release reads as "reload everything" (correct, slower,
-- while both run). Hand-written: Drizzle cannot express triggers; the functions are files (db/functions, decision 166).
ALTER TABLE "catalog_changes" ADD COLUMN IF NOT EXISTS "product_ids" integer[];--> statement-breakpoint
CREATE OR REPLACE FUNCTION "catalog_changed"(ids integer[], content boolean) RETURNS boolean LANGUAGE sql AS $$
  INSERT INTO catalog_changes (product_id, product_ids, content)
    SELECT CASE WHEN cardinality(ids) = 1 THEN ids[1] END, CASE WHEN cardinality(ids) > 1 THEN ids END, content
    WHERE cardinality(ids) > 0
  RETURNING true
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "catalog_changed_rows"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids integer[];
BEGIN
  -- TG_ARGV[0]: the column naming the product in this table.
  IF TG_OP = 'INSERT' THEN
    EXECUTE format('SELECT array_agg(DISTINCT %I) FROM new_rows', TG_ARGV[0]) INTO ids;
  ELSIF TG_OP = 'DELETE' THEN
    EXECUTE format('SELECT array_agg(DISTINCT %I) FROM old_rows', TG_ARGV[0]) INTO ids;
  ELSE
    EXECUTE format('SELECT array_agg(id) FROM (SELECT %I AS id FROM new_rows UNION SELECT %I FROM old_rows) c', TG_ARGV[0], TG_ARGV[0]) INTO ids;
  END IF;
  -- A statement that changed no row wakes nobody.
  IF catalog_changed(ids, true) THEN
    PERFORM pg_notify('catalog_changes', '');
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "products_content_set"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM set_config('wohnwerk.products_content_set', 'on', true);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "products_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  -- Whether this statement set a content column (products_content_set); cleared for the next statement.
  compare boolean := coalesce(current_setting('wohnwerk.products_content_set', true), '') = 'on';
  content_ids integer[];
  price_ids integer[];
  gone_texts text[];
  came_texts text[];
  written boolean;
BEGIN
  IF compare THEN
    PERFORM set_config('wohnwerk.products_content_set', '', true);
  END IF;
  WITH j AS MATERIALIZED (
    SELECT coalesce(n.id, o.id) AS id, n.price_cents, n.old_price_cents,
      n.id IS NOT NULL AND o.id IS NOT NULL AND n.price_cents IS DISTINCT FROM o.price_cents AS repriced,
      -- Content: every column of products the read model loads (read-model/catalog-loader.ts, loadSlice) except
      -- price_cents, lowest_price_30_days_cents, stock, rating_avg and rating_count, which loadPrices reads. A column
      -- added to the loader is added here and to products_content_set's trigger (catalog-changes-content.api.test.ts).
      o.id IS NULL OR n.id IS NULL OR compare AND
        (n.code, n.name, n.description, n.category_id, n.brand_id, n.shop_id, n.series_id, n.tax_rate,
         n.delivery_weeks, n.best_seller, n.is_light, n.variant_group, n.color_front, n.color_body,
         n.dimensions, n.attributes, n.search_tsv, n.active)
        IS DISTINCT FROM
        (o.code, o.name, o.description, o.category_id, o.brand_id, o.shop_id, o.series_id, o.tax_rate,
         o.delivery_weeks, o.best_seller, o.is_light, o.variant_group, o.color_front, o.color_body,
         o.dimensions, o.attributes, o.search_tsv, o.active) AS content,
      -- The vocabulary (search_words) counts the search texts of active products.
      CASE WHEN compare AND n.id IS NOT NULL AND o.active AND (NOT n.active OR n.search_text IS DISTINCT FROM o.search_text)
        THEN o.search_text END AS gone,
      CASE WHEN compare AND o.id IS NOT NULL AND n.active AND (NOT o.active OR n.search_text IS DISTINCT FROM o.search_text)
        THEN n.search_text END AS came
    FROM new_rows n FULL JOIN old_rows o ON o.id = n.id),
  -- Only a changed selling price starts a price history entry; stock or name edits leave the history alone.
  history AS (INSERT INTO product_price_history (product_id, price_cents, old_price_cents)
    SELECT id, price_cents, old_price_cents FROM j WHERE repriced)
  SELECT array_agg(id) FILTER (WHERE content), array_agg(id) FILTER (WHERE NOT content),
         array_agg(gone) FILTER (WHERE gone IS NOT NULL), array_agg(came) FILTER (WHERE came IS NOT NULL)
    INTO content_ids, price_ids, gone_texts, came_texts FROM j;
  IF gone_texts IS NOT NULL THEN
    PERFORM search_words_count(gone_texts, -1);
  END IF;
  IF came_texts IS NOT NULL THEN
    PERFORM search_words_count(came_texts, 1);
  END IF;
  written := coalesce(catalog_changed(content_ids, true), false);
  written := coalesce(catalog_changed(price_ids, false), false) OR written;
  IF written THEN
    PERFORM pg_notify('catalog_changes', '');
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
DROP TRIGGER IF EXISTS "products_catalog_update" ON "products";--> statement-breakpoint
DROP TRIGGER IF EXISTS "products_price_history_update" ON "products";--> statement-breakpoint
DROP TRIGGER IF EXISTS "products_search_words_update" ON "products";--> statement-breakpoint
DROP FUNCTION IF EXISTS "products_catalog_updated"();--> statement-breakpoint
DROP FUNCTION IF EXISTS "product_prices_updated"();--> statement-breakpoint
DROP FUNCTION IF EXISTS "products_search_words_update"();--> statement-breakpoint
CREATE TRIGGER "products_content_set" AFTER UPDATE OF "id", "code", "name", "description", "category_id", "brand_id",
  "shop_id", "series_id", "tax_rate", "delivery_weeks", "best_seller", "is_light", "variant_group", "color_front",
  "color_body", "dimensions", "attributes", "search_text", "search_tsv", "active" ON "products"
  FOR EACH STATEMENT EXECUTE FUNCTION products_content_set();--> statement-breakpoint
CREATE TRIGGER "products_updated" AFTER UPDATE ON "products"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION products_updated();--> statement-breakpoint
DROP TRIGGER IF EXISTS "products_reference_price" ON "products";--> statement-breakpoint
CREATE TRIGGER "products_reference_price" BEFORE INSERT OR UPDATE OF "price_cents", "old_price_cents" ON "products"
  FOR EACH ROW WHEN (NEW.old_price_cents > NEW.price_cents OR NEW.lowest_price_30_days_cents IS NOT NULL)
  EXECUTE FUNCTION product_reference_price();
