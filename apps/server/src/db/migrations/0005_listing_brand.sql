-- Covering index for category listings filtered by brand (the shop's brand checkboxes): the
-- list reads only the chosen brands' price ranges instead of the whole category's and
-- dropping the other brands one by one. products_listing_cover_idx stays for lists without a
-- brand. Drizzle cannot express INCLUDE, hence a hand-written migration.
CREATE INDEX IF NOT EXISTS "products_listing_brand_idx" ON "products" ("category_id", "brand_id", "price_cents")
  INCLUDE ("id", "old_price_cents", "best_seller", "name") WHERE "active";
