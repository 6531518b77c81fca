-- Two stored search columns on products, added in one rewrite of the table (about 35 s per 100k products,
-- docs/deploy.md):
-- * texts_search: the three texts as one, normalised. A search of several words tested each word on the expression
--   title_search || ' ' || summary_search || ' ' || description_search, and PostgreSQL rebuilt that text for every
--   word of every row it read (half the time of reading 3,340 rows for «هدفون بی‌سیم» at 100k products). Its trigram
--   index replaces the expression's; the summary's and description's own trigram indexes served no search any more.
-- * bigrams_search: the two-letter pieces of the same text (product_search_bigrams of migration 0015 without those
--   holding a space: a searched word never holds one). A two-letter word of an every-word search («چمدان چرخ‌دار ۲۴»,
--   «کت مردانه») has no trigram, so the texts' index narrowed such a search by its other words only and the rows
--   found were read to test it (4,991 read to keep 158 at 100k); the pieces' GIN index now narrows by it too.
-- A query word has no space, so it is in texts_search exactly when it is in one of the three texts, and a two-letter
-- word is in it exactly when bigrams_search holds it.
CREATE OR REPLACE FUNCTION product_search_text_bigrams(texts text) RETURNS text[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $fn$
  SELECT coalesce(array_agg(b), '{}') FROM unnest(product_search_bigrams(texts)) AS b WHERE strpos(b, ' ') = 0
$fn$;
--> statement-breakpoint
DROP INDEX IF EXISTS "products_summary_trgm_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "products_description_trgm_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "products_texts_trgm_idx";--> statement-breakpoint
ALTER TABLE "products"
  ADD COLUMN "texts_search" text GENERATED ALWAYS AS (fa_normalize(coalesce(title, '') || ' ' || coalesce(summary, '') || ' ' || coalesce(description, ''))) STORED NOT NULL,
  ADD COLUMN "bigrams_search" text[] GENERATED ALWAYS AS (product_search_text_bigrams(fa_normalize(coalesce(title, '') || ' ' || coalesce(summary, '') || ' ' || coalesce(description, '')))) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "products_bigrams_search_idx" ON "products" USING gin ("bigrams_search");--> statement-breakpoint
CREATE INDEX "products_texts_trgm_idx" ON "products" USING gin ("texts_search" gin_trgm_ops);
