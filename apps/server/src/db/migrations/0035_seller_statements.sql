-- Seller statements (Gutschrift, §14 Abs. 2 Satz 2 UStG), the monthly job's runs and the sellers' change history
-- (issue 38, decision 171). Hand-written, additive: new tables only; the numbers come from invoice_counters (series GS).
CREATE TABLE IF NOT EXISTS "seller_statements" (
  "id" serial PRIMARY KEY NOT NULL,
  "number" varchar(20) NOT NULL,
  "seller_id" integer NOT NULL REFERENCES "sellers"("id") ON DELETE RESTRICT,
  "period" varchar(7) NOT NULL CONSTRAINT "seller_statements_period_month" CHECK ("period" ~ '^\d{4}-(0[1-9]|1[0-2])$'),
  "corrects_id" integer REFERENCES "seller_statements"("id") ON DELETE RESTRICT,
  "issued_at" timestamp with time zone DEFAULT now() NOT NULL,
  "issued_by" integer REFERENCES "users"("id") ON DELETE SET NULL,
  "sales_cents" integer NOT NULL,
  "refunds_cents" integer NOT NULL,
  "commission_net_cents" integer NOT NULL,
  "commission_vat_cents" integer NOT NULL,
  "payout_cents" integer NOT NULL,
  "transfer_cents" integer NOT NULL,
  "document" jsonb NOT NULL,
  "pdf" bytea,
  "sha256" varchar(64),
  "payout_exported_at" timestamp with time zone
);--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "seller_statements_number_unique" ON "seller_statements" ("number");--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "seller_statements_one_per_month" ON "seller_statements" ("seller_id", "period") WHERE corrects_id is null;--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "seller_statements_one_correction" ON "seller_statements" ("corrects_id") WHERE corrects_id is not null;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "seller_statements_period_idx" ON "seller_statements" ("period", "seller_id");--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "seller_statement_runs" (
  "period" varchar(7) PRIMARY KEY NOT NULL,
  "ran_at" timestamp with time zone DEFAULT now() NOT NULL,
  "statements" integer DEFAULT 0 NOT NULL
);--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "seller_changes" (
  "id" serial PRIMARY KEY NOT NULL,
  "seller_id" integer NOT NULL REFERENCES "sellers"("id") ON DELETE CASCADE,
  "changed_at" timestamp with time zone DEFAULT now() NOT NULL,
  "changed_by" integer REFERENCES "users"("id") ON DELETE SET NULL,
  "changed_by_name" varchar(120) NOT NULL,
  "action" varchar(10) NOT NULL,
  "changes" jsonb NOT NULL
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "seller_changes_seller_idx" ON "seller_changes" ("seller_id", "changed_at");
