-- The search lexemes (search_tsv) are computed from search_text by a row trigger. It fired for every update of a
-- product, so an import of prices and stocks ran a PL/pgSQL call per row only to copy the old lexemes back (issue 36).
-- It now fires when an UPDATE sets search_text (every writer of a name, description, category, brand or series sets it
-- through product_search_text, decision 166); an update that leaves search_text out keeps the stored lexemes as it is.
-- Hand-written, additive in effect: the function is unchanged and the previous release sets search_text as this one.
DROP TRIGGER IF EXISTS "products_search_tsv" ON "products";--> statement-breakpoint
CREATE TRIGGER "products_search_tsv" BEFORE INSERT OR UPDATE OF "search_text" ON "products"
  FOR EACH ROW EXECUTE FUNCTION products_search_tsv();
