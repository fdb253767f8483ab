-- Price and stock changes written in place (issue 36, decision 179). Every index that holds a price, a stock or a
-- reference price made each update of them write a new row version and an entry in all sixteen indexes of products
-- (no heap-only update can happen while an index holds a changed column): an import of 100,000 prices and stocks wrote
-- 18 WAL records per row. What these six indexes served is answered from the catalogue's read model now (lists, Sale
-- list, filter panel, similar products, the figures' low stock), so they go. Hand-written, additive in effect: the
-- previous release reads them nowhere either (its lists come from the read model; its filter panel, similar products and
-- low-stock statements only get slower while both run).
DROP INDEX IF EXISTS "products_category_price_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "products_sale_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "products_listing_cover_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "products_listing_brand_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "products_reduced_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "products_low_stock_idx";--> statement-breakpoint
-- A quarter of each page left free for the next version of its rows, so an update can stay on its page (heap-only).
-- It applies to pages written from now on; the pages of an existing catalogue gain the room as updates prune them.
ALTER TABLE "products" SET (fillfactor = 75);
