-- Every index and stored column of products is written again by each update that is not HOT,
-- which a price or stock change never is (price and stock are indexed): an import of 100,000
-- prices paid for two GIN indexes and a German text search parse per row that did not change.
-- The full-text GIN index served no query (the storefront searches in memory, decision 016).
DROP INDEX "products_search_tsv_idx";--> statement-breakpoint
-- The staff list searches a part of name or code; the trigrams of the whole search text (with
-- the description) were ten times as many entries.
DROP INDEX "products_search_trgm_idx";--> statement-breakpoint
CREATE INDEX "products_admin_search_trgm_idx" ON "products" USING gin ((lower((name)::text || ' ' || (code)::text)) gin_trgm_ops);--> statement-breakpoint
-- search_tsv (the lexemes the read model loads) is computed when search_text changes, not on every update.
ALTER TABLE "products" ALTER COLUMN "search_tsv" DROP EXPRESSION;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "products_search_tsv"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' OR NEW.search_text IS DISTINCT FROM OLD.search_text THEN
    NEW.search_tsv := to_tsvector('german', NEW.search_text);
  ELSE
    NEW.search_tsv := OLD.search_tsv;
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "products_search_tsv" BEFORE INSERT OR UPDATE ON "products"
  FOR EACH ROW EXECUTE FUNCTION products_search_tsv();
