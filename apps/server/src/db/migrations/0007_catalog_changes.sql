-- The change log the in-process catalogue read model (modules/catalog/read-model) follows:
-- every write to a product or to what a product page shows adds rows here in the writer's
-- transaction, so each server instance sees a committed change on its next freshness check
-- and reloads only what changed. product_id NULL stands for "reload everything" (categories,
-- brands, series, shops, truncation). Statement triggers with transition tables: one insert
-- per statement whatever the number of rows. Rows older than a few minutes are pruned by the
-- read model. Hand-written: Drizzle cannot express triggers.
CREATE TABLE IF NOT EXISTS "catalog_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"product_id" integer,
	"at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "catalog_changes_at_idx" ON "catalog_changes" ("at");--> statement-breakpoint
CREATE OR REPLACE FUNCTION "catalog_changed_rows"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- TG_ARGV[0]: the column naming the product in this table.
  IF TG_OP = 'INSERT' THEN
    EXECUTE format('INSERT INTO catalog_changes (product_id) SELECT DISTINCT %I FROM new_rows', TG_ARGV[0]);
  ELSIF TG_OP = 'DELETE' THEN
    EXECUTE format('INSERT INTO catalog_changes (product_id) SELECT DISTINCT %I FROM old_rows', TG_ARGV[0]);
  ELSE
    EXECUTE format('INSERT INTO catalog_changes (product_id) SELECT %I FROM new_rows UNION SELECT %I FROM old_rows', TG_ARGV[0], TG_ARGV[0]);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "catalog_changed_all"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO catalog_changes (product_id) VALUES (NULL);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "products_catalog_insert" AFTER INSERT ON "products"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_changed_rows('id');--> statement-breakpoint
CREATE TRIGGER "products_catalog_update" AFTER UPDATE ON "products"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_changed_rows('id');--> statement-breakpoint
CREATE TRIGGER "products_catalog_delete" AFTER DELETE ON "products"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_changed_rows('id');--> statement-breakpoint
CREATE TRIGGER "product_images_catalog_insert" AFTER INSERT ON "product_images"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_changed_rows('product_id');--> statement-breakpoint
CREATE TRIGGER "product_images_catalog_update" AFTER UPDATE ON "product_images"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_changed_rows('product_id');--> statement-breakpoint
CREATE TRIGGER "product_images_catalog_delete" AFTER DELETE ON "product_images"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_changed_rows('product_id');--> statement-breakpoint
CREATE TRIGGER "product_pdfs_catalog_insert" AFTER INSERT ON "product_pdfs"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_changed_rows('product_id');--> statement-breakpoint
CREATE TRIGGER "product_pdfs_catalog_update" AFTER UPDATE ON "product_pdfs"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_changed_rows('product_id');--> statement-breakpoint
CREATE TRIGGER "product_pdfs_catalog_delete" AFTER DELETE ON "product_pdfs"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_changed_rows('product_id');--> statement-breakpoint
CREATE TRIGGER "product_lights_catalog_insert" AFTER INSERT ON "product_lights"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_changed_rows('product_id');--> statement-breakpoint
CREATE TRIGGER "product_lights_catalog_update" AFTER UPDATE ON "product_lights"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_changed_rows('product_id');--> statement-breakpoint
CREATE TRIGGER "product_lights_catalog_delete" AFTER DELETE ON "product_lights"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_changed_rows('product_id');--> statement-breakpoint
CREATE TRIGGER "products_catalog_truncate" AFTER TRUNCATE ON "products"
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_changed_all();--> statement-breakpoint
CREATE TRIGGER "product_images_catalog_truncate" AFTER TRUNCATE ON "product_images"
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_changed_all();--> statement-breakpoint
CREATE TRIGGER "product_pdfs_catalog_truncate" AFTER TRUNCATE ON "product_pdfs"
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_changed_all();--> statement-breakpoint
CREATE TRIGGER "product_lights_catalog_truncate" AFTER TRUNCATE ON "product_lights"
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_changed_all();--> statement-breakpoint
CREATE TRIGGER "categories_catalog_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "categories"
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_changed_all();--> statement-breakpoint
CREATE TRIGGER "brands_catalog_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "brands"
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_changed_all();--> statement-breakpoint
CREATE TRIGGER "series_catalog_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "series"
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_changed_all();--> statement-breakpoint
CREATE TRIGGER "shops_catalog_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "shops"
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_changed_all();
