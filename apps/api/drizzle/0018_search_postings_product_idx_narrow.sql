-- Postings are found by product only when a product's words are rewritten or it is deleted (the trigger of 0015 and the
-- foreign key's cascade); no search reads them this way, so this index needs no INCLUDEd columns (it was the every-word
-- path's, which was not kept). Saves index space and a little on every product edit.
DROP INDEX IF EXISTS "product_search_postings_product_idx";--> statement-breakpoint
CREATE INDEX "product_search_postings_product_idx" ON "product_search_postings" USING btree ("product_id","word");
