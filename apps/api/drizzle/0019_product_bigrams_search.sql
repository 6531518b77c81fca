-- A two-letter word of an every-word search («چمدان چرخ‌دار ۲۴», «کت مردانه») has no trigram: the texts' trigram index
-- narrowed such a search by its other words only, and the rows it found were read to test the short word (4,991 read
-- to keep 158 at 100k products). Each product now keeps the two-letter pieces of its texts, GIN-indexed, so the short
-- word narrows the search too (bitmap AND with the trigram index). The pieces are those of product_search_bigrams
-- (migration 0015) without the ones holding a space: a searched word never holds one. Adding the column rewrites the
-- products table once (about 35 s at 100k products, docs/deploy.md).
CREATE OR REPLACE FUNCTION product_search_text_bigrams(texts text) RETURNS text[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $fn$
  SELECT coalesce(array_agg(b), '{}') FROM unnest(product_search_bigrams(texts)) AS b WHERE strpos(b, ' ') = 0
$fn$;
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "bigrams_search" text[] GENERATED ALWAYS AS (product_search_text_bigrams(fa_normalize(coalesce(title, '') || ' ' || coalesce(summary, '') || ' ' || coalesce(description, '')))) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "products_bigrams_search_idx" ON "products" USING gin ("bigrams_search");
