-- Marketplace sellers (issue 38, docs/decisions/169). Hand-written, additive: a new role value, two new tables and
-- nullable columns; nothing the previous release reads changes. A shop without a seller stays Wohnwerk's own.
-- The new role value is added in this migration's transaction and not used in it (PostgreSQL refuses a new enum
-- value before its commit): the check below compares the role as text.
ALTER TYPE "user_role" ADD VALUE IF NOT EXISTS 'seller';--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "sellers" (
  "id" serial PRIMARY KEY NOT NULL,
  "company_name" varchar(120) NOT NULL,
  "street" varchar(190) NOT NULL,
  "zip" varchar(10) NOT NULL,
  "city" varchar(120) NOT NULL,
  -- ISO 3166-1 alpha-2 of an EU state (the USt-IdNr.'s prefix names the same state).
  "country" varchar(2) NOT NULL,
  "vat_id" varchar(20) NOT NULL,
  -- The IBAN in full (electronic form) is read by the admins' query only; everyone else's queries read the mask.
  "iban" varchar(34) NOT NULL,
  "iban_masked" varchar(50) NOT NULL,
  -- Commission in hundredths of a percent (1250 = 12,50 %), exact like the cents of the prices.
  "commission_bp" integer NOT NULL CHECK ("commission_bp" BETWEEN 0 AND 10000),
  "email" varchar(190) NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "seller_category_commissions" (
  "seller_id" integer NOT NULL REFERENCES "sellers"("id") ON DELETE CASCADE,
  "category_id" integer NOT NULL REFERENCES "categories"("id"),
  "commission_bp" integer NOT NULL CHECK ("commission_bp" BETWEEN 0 AND 10000),
  PRIMARY KEY ("seller_id", "category_id")
);--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN IF NOT EXISTS "seller_id" integer REFERENCES "sellers"("id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "shops_seller_idx" ON "shops" ("seller_id");--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN IF NOT EXISTS "seller_id" integer REFERENCES "sellers"("id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_seller_idx" ON "users" ("seller_id");--> statement-breakpoint
-- A seller's user is bound to exactly one seller, and nobody else is bound to one.
DO $$ BEGIN
  ALTER TABLE "users" ADD CONSTRAINT "users_seller_bound" CHECK (("role"::text = 'seller') = ("seller_id" IS NOT NULL));
EXCEPTION WHEN duplicate_object THEN NULL;
END $$;
