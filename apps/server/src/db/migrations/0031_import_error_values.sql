-- Import errors that can be fixed from the report (issue 34, docs/decisions/161). Hand-written, additive.
-- Each row error names the row's Artikelnummer and the value the file gave in the refused column
-- (text as the file showed it; null where the file had none), and each import counts its rows
-- with errors once however many errors a row has ("4 übernommen, 1 mit Fehler").
ALTER TABLE "product_import_errors" ADD COLUMN IF NOT EXISTS "code" text;--> statement-breakpoint
ALTER TABLE "product_import_errors" ADD COLUMN IF NOT EXISTS "value" text;--> statement-breakpoint
ALTER TABLE "product_imports" ADD COLUMN IF NOT EXISTS "error_rows" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Imports checked before: their rows with errors counted from the errors they kept.
UPDATE "product_imports" i SET "error_rows" = e.n
  FROM (SELECT "import_id", count(DISTINCT "row_no")::int AS n FROM "product_import_errors" GROUP BY "import_id") e
  WHERE e."import_id" = i."id";
