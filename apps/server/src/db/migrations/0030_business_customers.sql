-- Business customers (docs/decisions/158). Hand-written, additive: two nullable columns, no rewrite.
-- A saved address may name a company and its USt-IdNr. (normalised, format-checked by the API).
-- An order keeps both inside its billing_address JSON, which needs no column.
ALTER TABLE "addresses" ADD COLUMN IF NOT EXISTS "company" varchar(120);--> statement-breakpoint
ALTER TABLE "addresses" ADD COLUMN IF NOT EXISTS "vat_id" varchar(20);--> statement-breakpoint
-- An invoice's or credit note's EN 16931 e-invoice (XRechnung CII), stored with its SHA-256 by its
-- first reader and served as stored afterwards, like the PDF (GoBD: an issued document never changes).
ALTER TABLE "invoices" ADD COLUMN IF NOT EXISTS "e_invoice" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN IF NOT EXISTS "e_invoice_sha256" varchar(64);
