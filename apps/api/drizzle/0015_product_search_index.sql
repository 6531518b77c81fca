-- Product search's inverted index (#17 outcome 5): a searched word is looked up among the words products hold
-- (product_search_words, trigram-indexed), then their postings are read index-only (fields and priority are INCLUDEd),
-- instead of reading every matching product's row. A query word has no space, so `text like '%w%'` holds exactly when
-- one of the text's space-separated words does: the postings answer the same question the trigram scans did.
CREATE TABLE "product_search_postings" (
	"word" text NOT NULL,
	"product_id" integer NOT NULL,
	"fields" smallint NOT NULL,
	"priority" integer NOT NULL,
	CONSTRAINT "product_search_postings_word_product_id_pk" PRIMARY KEY("word","product_id") INCLUDE ("fields","priority")
);
--> statement-breakpoint
CREATE TABLE "product_search_words" (
	"word" text PRIMARY KEY NOT NULL,
	"postings" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_search_postings" ADD CONSTRAINT "product_search_postings_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_search_postings_product_idx" ON "product_search_postings" USING btree ("product_id","word") INCLUDE ("fields","priority");--> statement-breakpoint
CREATE INDEX "product_search_words_trgm_idx" ON "product_search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_brand_search_idx" ON "products" USING btree ("brand_id","priority","id") WHERE published;
--> statement-breakpoint
-- The two-letter pieces of a word: a two-letter search («۲۴», «ای») has no trigram for the trigram index to use.
CREATE OR REPLACE FUNCTION product_search_bigrams(word text) RETURNS text[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $fn$
  SELECT coalesce(array_agg(DISTINCT substr(word, i, 2)), '{}') FROM generate_series(1, length(word) - 1) AS i
$fn$;
--> statement-breakpoint
CREATE INDEX "product_search_words_bigram_idx" ON "product_search_words" USING gin (product_search_bigrams("word"));
--> statement-breakpoint
-- The words of a product's normalised texts with where each stands: 1 title, 2 summary, 4 description, 8 the title's
-- first word (PRODUCT_WORD_IN in product/schema.ts).
CREATE OR REPLACE FUNCTION product_search_terms(title text, summary text, description text)
RETURNS TABLE (word text, fields smallint) LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $fn$
  SELECT w, bit_or(f)::smallint FROM (
    SELECT w, CASE WHEN n = 1 THEN 9 ELSE 1 END AS f FROM string_to_table(title, ' ') WITH ORDINALITY AS t(w, n)
    UNION ALL SELECT w, 2 FROM string_to_table(summary, ' ') AS w
    UNION ALL SELECT w, 4 FROM string_to_table(description, ' ') AS w
  ) x WHERE w <> '' GROUP BY w
$fn$;
--> statement-breakpoint
-- Re-indexes the products in `ids` (all when null): their postings, and the words' posting counts. Only published
-- products are indexed, so a search needs no look at the products' rows to leave the others out. The scale
-- generator's bulk load (triggers off) calls it once with null. Counts change in word order, so two edits that share
-- words wait for each other instead of deadlocking.
CREATE OR REPLACE FUNCTION product_search_reindex(ids integer[]) RETURNS void LANGUAGE plpgsql AS $fn$
BEGIN
  IF ids IS NULL THEN
    TRUNCATE product_search_postings;
    UPDATE product_search_words SET postings = 0 WHERE postings <> 0;
  ELSE
    INSERT INTO product_search_words AS v (word, postings)
      SELECT word, -count(*) FROM product_search_postings WHERE product_id = ANY (ids) GROUP BY word ORDER BY word
      ON CONFLICT (word) DO UPDATE SET postings = v.postings + excluded.postings;
    DELETE FROM product_search_postings WHERE product_id = ANY (ids);
  END IF;
  INSERT INTO product_search_postings (word, product_id, fields, priority)
    SELECT t.word, p.id, t.fields, p.priority
    FROM products p, product_search_terms(p.title_search, p.summary_search, p.description_search) t
    WHERE p.published AND (ids IS NULL OR p.id = ANY (ids));
  INSERT INTO product_search_words AS v (word, postings)
    SELECT s.word, count(*) FROM product_search_postings s WHERE ids IS NULL OR s.product_id = ANY (ids)
    GROUP BY s.word ORDER BY s.word
    ON CONFLICT (word) DO UPDATE SET postings = v.postings + excluded.postings;
END;
$fn$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION products_search_index() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  PERFORM product_search_reindex(ARRAY[NEW.id]);
  RETURN NULL;
END;
$fn$;
--> statement-breakpoint
-- Only the columns the index reads: stock, sales and rating updates (every order) do not touch it.
CREATE TRIGGER products_search_index
  AFTER INSERT OR UPDATE OF title, summary, description, published, priority ON products
  FOR EACH ROW EXECUTE FUNCTION products_search_index();
--> statement-breakpoint
SELECT product_search_reindex(NULL);
