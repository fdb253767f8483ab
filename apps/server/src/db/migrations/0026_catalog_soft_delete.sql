-- Deleting a product or a category in the shop administration only marks it (docs/decisions/152):
-- it can be restored for at least 30 days, and it names who deleted it. Hand-written, additive.
ALTER TABLE "products" ADD COLUMN IF NOT EXISTS "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN IF NOT EXISTS "deleted_by" integer REFERENCES "users"("id") ON DELETE SET NULL;--> statement-breakpoint
-- Whether it was on sale when deleted: a restore brings it back as it was.
ALTER TABLE "products" ADD COLUMN IF NOT EXISTS "deleted_was_active" boolean;--> statement-breakpoint
-- A deleted product is an inactive one to every reader (storefront lists, search, product page,
-- cart, checkout, wishlist, ratings all read `active`): no writer can put a deleted product on sale.
-- NOT VALID then VALIDATE: the check does not hold a lock on a large products table while it reads it.
ALTER TABLE "products" ADD CONSTRAINT "products_deleted_inactive" CHECK ("deleted_at" IS NULL OR NOT "active") NOT VALID;--> statement-breakpoint
ALTER TABLE "products" VALIDATE CONSTRAINT "products_deleted_inactive";--> statement-breakpoint
-- The staff list's "Gelöscht" filter: the few deleted products, newest deletion first.
CREATE INDEX IF NOT EXISTS "products_deleted_idx" ON "products" ("deleted_at" DESC, "id") WHERE "deleted_at" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN IF NOT EXISTS "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN IF NOT EXISTS "deleted_by" integer REFERENCES "users"("id") ON DELETE SET NULL;
