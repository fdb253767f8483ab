-- Product imports of a marketplace seller's user (issue 38, docs/decisions/172). Hand-written, additive: a nullable
-- column the previous release does not read. Null is an import of Wohnwerk's staff (every shop); a seller's import
-- reaches only the shops of its seller, checked at the dry run and again when it is applied, and is listed and
-- read by that seller's users only.
ALTER TABLE "product_imports" ADD COLUMN IF NOT EXISTS "seller_id" integer REFERENCES "sellers"("id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "product_imports_seller_idx" ON "product_imports" ("seller_id", "created_at") WHERE "seller_id" IS NOT NULL;
