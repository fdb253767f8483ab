-- The vocabulary of the catalogue: every word (three or more letters or digits) of the search
-- texts of active products, with how many active products use it. A misspelt search word is
-- corrected from the words that resemble it (a trigram index on short words)
-- instead of similarity checks on long product texts. Statement triggers on products keep it
-- current for every writer (demo data, staff edits); updates that change neither the text nor
-- the active flag (stock, ratings) change nothing here. Words are counted in word order, so
-- concurrent writers lock them in the same order. Byte order (COLLATE "C") lets the primary key
-- find the words that begin with a given text. Hand-written: Drizzle cannot express
-- triggers, and the table is only read by raw statements (catalog.queries.ts).
CREATE TABLE IF NOT EXISTS "search_words" (
	"word" text COLLATE "C" PRIMARY KEY NOT NULL,
	"products" integer NOT NULL
);--> statement-breakpoint
CREATE OR REPLACE FUNCTION "search_words_of"(t text) RETURNS SETOF text LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT DISTINCT w FROM regexp_split_to_table(t, '[^[:alnum:]]+') AS w WHERE length(w) >= 3
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "search_words_count"(texts text[], delta integer) RETURNS void LANGUAGE sql AS $$
  INSERT INTO search_words AS s (word, products)
    SELECT w, count(*) * delta FROM unnest(texts) AS t, search_words_of(t) AS w GROUP BY w ORDER BY w
    ON CONFLICT (word) DO UPDATE SET products = s.products + excluded.products;
  DELETE FROM search_words s WHERE s.products <= 0 AND s.word IN (SELECT search_words_of(t) FROM unnest(texts) AS t);
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "products_search_words_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_words_count(array(SELECT n.search_text FROM new_rows n WHERE n.active), 1);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "products_search_words_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_words_count(array(
    SELECT o.search_text FROM old_rows o JOIN new_rows n ON n.id = o.id
    WHERE o.active AND (NOT n.active OR n.search_text IS DISTINCT FROM o.search_text)), -1);
  PERFORM search_words_count(array(
    SELECT n.search_text FROM old_rows o JOIN new_rows n ON n.id = o.id
    WHERE n.active AND (NOT o.active OR n.search_text IS DISTINCT FROM o.search_text)), 1);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "products_search_words_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_words_count(array(SELECT o.search_text FROM old_rows o WHERE o.active), -1);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "products_search_words_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM search_words;
  RETURN NULL;
END $$;--> statement-breakpoint
INSERT INTO "search_words" ("word", "products")
  SELECT w, count(*) FROM "products" p, search_words_of(p.search_text) AS w WHERE p.active GROUP BY w
  ON CONFLICT ("word") DO NOTHING;--> statement-breakpoint
-- Built after the backfill, in one pass; without the pending list (fastupdate) a search never
-- scans unmerged entries, and the rare writes go straight into the tree.
CREATE INDEX IF NOT EXISTS "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops) WITH (fastupdate = off);--> statement-breakpoint
CREATE TRIGGER "products_search_words_insert" AFTER INSERT ON "products"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION products_search_words_insert();--> statement-breakpoint
CREATE TRIGGER "products_search_words_update" AFTER UPDATE ON "products"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION products_search_words_update();--> statement-breakpoint
CREATE TRIGGER "products_search_words_delete" AFTER DELETE ON "products"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION products_search_words_delete();--> statement-breakpoint
CREATE TRIGGER "products_search_words_truncate" AFTER TRUNCATE ON "products"
  FOR EACH STATEMENT EXECUTE FUNCTION products_search_words_truncate();
