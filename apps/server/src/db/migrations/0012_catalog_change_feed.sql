-- Change rows as a provable record (docs/decisions/015-catalog-change-feed.md). Each row
-- carries the id of the transaction that wrote it (xid8): a read model that read the rows
-- visible in database snapshot S reads next exactly the rows visible now and not in S, so no
-- transaction is missed however late it commits. Pruning moves catalog_change_horizon on:
-- rows of transactions below it may be gone, and a model whose snapshot is older reloads
-- everything. The triggers also NOTIFY catalog_changes (delivered at commit, once per
-- transaction), which wakes every instance's read model. Hand-written: Drizzle cannot express
-- triggers, and the table is not in the Drizzle schema.
ALTER TABLE "catalog_changes" ADD COLUMN IF NOT EXISTS "xid" xid8 DEFAULT pg_current_xact_id() NOT NULL;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "catalog_changes_xid_idx" ON "catalog_changes" ("xid");--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "catalog_change_horizon" (
	"pruned_below" xid8 NOT NULL
);--> statement-breakpoint
INSERT INTO "catalog_change_horizon" ("pruned_below") SELECT '0'::xid8 WHERE NOT EXISTS (SELECT 1 FROM "catalog_change_horizon");--> statement-breakpoint
CREATE OR REPLACE FUNCTION "catalog_changed_rows"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  n bigint;
BEGIN
  -- TG_ARGV[0]: the column naming the product in this table.
  IF TG_OP = 'INSERT' THEN
    EXECUTE format('INSERT INTO catalog_changes (product_id) SELECT DISTINCT %I FROM new_rows', TG_ARGV[0]);
  ELSIF TG_OP = 'DELETE' THEN
    EXECUTE format('INSERT INTO catalog_changes (product_id) SELECT DISTINCT %I FROM old_rows', TG_ARGV[0]);
  ELSE
    EXECUTE format('INSERT INTO catalog_changes (product_id) SELECT %I FROM new_rows UNION SELECT %I FROM old_rows', TG_ARGV[0], TG_ARGV[0]);
  END IF;
  -- A statement that changed no row wakes nobody.
  GET DIAGNOSTICS n = ROW_COUNT;
  IF n > 0 THEN
    PERFORM pg_notify('catalog_changes', '');
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "catalog_changed_all"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO catalog_changes (product_id) VALUES (NULL);
  PERFORM pg_notify('catalog_changes', '');
  RETURN NULL;
END $$;
