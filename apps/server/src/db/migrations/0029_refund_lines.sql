-- Refunds by line (docs/decisions/163). Hand-written, additive: a new table and a column with a default.
-- Which order lines a refund gives back, how many units and how much money each.
CREATE TABLE IF NOT EXISTS "refund_lines" (
  "id" serial PRIMARY KEY NOT NULL,
  "refund_id" integer NOT NULL REFERENCES "refunds"("id") ON DELETE CASCADE,
  "order_item_id" integer NOT NULL REFERENCES "order_items"("id") ON DELETE CASCADE,
  "qty" smallint NOT NULL CHECK ("qty" > 0),
  "amount_cents" integer NOT NULL CHECK ("amount_cents" >= 0)
);--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "refund_lines_refund_item_unique" ON "refund_lines" ("refund_id", "order_item_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "refund_lines_item_idx" ON "refund_lines" ("order_item_id");--> statement-breakpoint
-- How many units of a line went back to stock: a line refund returns exactly its units, a
-- cancellation the rest, never a unit twice.
ALTER TABLE "order_items" ADD COLUMN IF NOT EXISTS "restocked_qty" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Orders whose units went back before: restocked by a refund or staff cancellation (restocked_at),
-- or cancelled unpaid (the customer, the sweep or a withdrawal returned them).
UPDATE "order_items" i SET "restocked_qty" = i."qty" FROM "orders" o
  WHERE o."id" = i."order_id" AND (o."restocked_at" IS NOT NULL OR o."status" = 'cancelled') AND i."restocked_qty" = 0;
