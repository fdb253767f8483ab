-- A change row says whether the product's content changed or only its price, stock or rating
-- (docs/decisions/146). A look reloads a product whose content changed whole (texts, lexemes,
-- images, cards); for the others it reads five numbers and keeps the record's texts: a stock
-- and price import then costs each instance kilobytes per chunk instead of reloaded records
-- whose garbage collection stalled the storefront. Rows of other tables (images, PDFs, lights)
-- keep the default: content. Hand-written: Drizzle cannot express triggers.
ALTER TABLE "catalog_changes" ADD COLUMN IF NOT EXISTS "content" boolean DEFAULT true NOT NULL;--> statement-breakpoint
-- Content: every column of products the read model loads (read-model/catalog-loader.ts,
-- loadSlice) except price_cents, lowest_price_30_days_cents, stock, rating_avg and
-- rating_count, which loadPrices reads. A column added to the loader is added here too
-- (catalog-changes-content.api.test.ts changes each one).
CREATE OR REPLACE FUNCTION "products_catalog_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed bigint;
BEGIN
  INSERT INTO catalog_changes (product_id, content)
  SELECT coalesce(o.id, n.id),
         o.id IS NULL OR n.id IS NULL
         OR (n.code, n.name, n.description, n.category_id, n.brand_id, n.shop_id, n.series_id, n.tax_rate,
             n.delivery_weeks, n.best_seller, n.is_light, n.variant_group, n.color_front, n.color_body,
             n.dimensions, n.attributes, n.search_tsv, n.active)
            IS DISTINCT FROM
            (o.code, o.name, o.description, o.category_id, o.brand_id, o.shop_id, o.series_id, o.tax_rate,
             o.delivery_weeks, o.best_seller, o.is_light, o.variant_group, o.color_front, o.color_body,
             o.dimensions, o.attributes, o.search_tsv, o.active)
  FROM new_rows n FULL JOIN old_rows o ON o.id = n.id;
  GET DIAGNOSTICS changed = ROW_COUNT;
  IF changed > 0 THEN
    PERFORM pg_notify('catalog_changes', '');
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
DROP TRIGGER IF EXISTS "products_catalog_update" ON "products";--> statement-breakpoint
CREATE TRIGGER "products_catalog_update" AFTER UPDATE ON "products"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION products_catalog_updated();
