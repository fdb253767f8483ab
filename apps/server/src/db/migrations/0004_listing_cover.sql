-- Covering index for category listings (filter by category and price, sort by price): the list
-- query reads only these columns, so PostgreSQL answers from the index without visiting the wide
-- product rows. Drizzle cannot express INCLUDE, hence a hand-written migration.
CREATE INDEX IF NOT EXISTS "products_listing_cover_idx" ON "products" ("category_id", "price_cents")
  INCLUDE ("id", "brand_id", "old_price_cents", "best_seller", "name") WHERE "active";
