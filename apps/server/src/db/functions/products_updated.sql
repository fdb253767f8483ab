-- products_updated: current definition (created by migration 0040_products_updates_in_one_trigger; the migrate step installs this file, db/functions.ts). The change feed, price history and search vocabulary of an UPDATE of products, from one join of its old and new rows (decision 185).
CREATE OR REPLACE FUNCTION public.products_updated()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
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
END $function$;
