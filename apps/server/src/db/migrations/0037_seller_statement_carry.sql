-- A negative payout carried into the seller's next statement (issue 38, decision 176). Hand-written, additive: two
-- columns the previous release neither reads nor writes (the default is "no carry"), so it keeps issuing statements
-- without a carry while both run. A statement is never changed after issue: the carry is a fact of the new statement
-- (which statement it deducts and how much), never a mark on the old one.
ALTER TABLE "seller_statements" ADD COLUMN IF NOT EXISTS "carried_from_id" integer REFERENCES "seller_statements"("id") ON DELETE RESTRICT;--> statement-breakpoint
ALTER TABLE "seller_statements" ADD COLUMN IF NOT EXISTS "carry_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "seller_statements" DROP CONSTRAINT IF EXISTS "seller_statements_carry_negative";--> statement-breakpoint
ALTER TABLE "seller_statements" ADD CONSTRAINT "seller_statements_carry_negative" CHECK (
  ("carried_from_id" IS NULL AND "carry_cents" = 0) OR ("carried_from_id" IS NOT NULL AND "carry_cents" < 0)
);--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "seller_statements_carried_once" ON "seller_statements" ("carried_from_id") WHERE carried_from_id is not null and corrects_id is null;
