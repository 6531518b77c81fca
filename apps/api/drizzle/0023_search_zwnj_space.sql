-- ZWNJ (U+200C) separates words in search, as a space does: «ایران‌ایر» (the standard spelling) was normalised to
-- «ایرانایر», which no stored «ایران ایر» held, so flight search found nothing. fa_normalize now maps it to a space
-- (normalizeSearchText of packages/domain, text.ts, is the same rule: the translate() strings are its
-- SEARCH_TRANSLATE_FROM / SEARCH_TRANSLATE_TO). Stored copies are not recomputed by themselves: every row whose copy
-- differs is rewritten (an update recomputes its generated columns, products' texts_search and bigrams_search too),
-- then the products' search index (postings and vocabulary, brand words included) is rebuilt once.
CREATE OR REPLACE FUNCTION fa_normalize(input text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $fn$
  SELECT btrim(regexp_replace(translate(input,
    E'\u064a\u0649\u0643\u06f0\u06f1\u06f2\u06f3\u06f4\u06f5\u06f6\u06f7\u06f8\u06f9\u0660\u0661\u0662\u0663\u0664\u0665\u0666\u0667\u0668\u0669ABCDEFGHIJKLMNOPQRSTUVWXYZ\u00a0\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u202f\u3000\u200c\u200b\u200d\u200e\u200f\ufeff\u0640\u064b\u064c\u064d\u064e\u064f\u0650\u0651\u0652\u0653\u0654\u0655\u0656\u0657\u0658\u0659\u065a\u065b\u065c\u065d\u065e\u065f\u0670',
    E'\u06cc\u06cc\u06a901234567890123456789abcdefghijklmnopqrstuvwxyz               '),
    E'[ \t\n\x0b\f\r]+', ' ', 'g'), ' ')
$fn$;
--> statement-breakpoint
UPDATE "albums" SET "title" = "title" WHERE "title_search" IS DISTINCT FROM fa_normalize(coalesce("title", '')) OR "description_search" IS DISTINCT FROM fa_normalize(coalesce("description", ''));
--> statement-breakpoint
UPDATE "articles" SET "title" = "title" WHERE "title_search" IS DISTINCT FROM fa_normalize(coalesce("title", '')) OR "summary_search" IS DISTINCT FROM fa_normalize(coalesce("summary", '')) OR "body_search" IS DISTINCT FROM fa_normalize(coalesce("body", ''));
--> statement-breakpoint
UPDATE "brands" SET "title" = "title" WHERE "title_search" IS DISTINCT FROM fa_normalize(coalesce("title", '')) OR "title_en_search" IS DISTINCT FROM fa_normalize(coalesce("title_en", '')) OR "description_search" IS DISTINCT FROM fa_normalize(coalesce("description", ''));
--> statement-breakpoint
UPDATE "categories" SET "title" = "title" WHERE "title_search" IS DISTINCT FROM fa_normalize(coalesce("title", '')) OR "description_search" IS DISTINCT FROM fa_normalize(coalesce("description", ''));
--> statement-breakpoint
UPDATE "cip_flight_patterns" SET "search_source" = "search_source" WHERE "search_source_search" IS DISTINCT FROM fa_normalize(coalesce("search_source", ''));
--> statement-breakpoint
UPDATE "cities" SET "title" = "title" WHERE "title_search" IS DISTINCT FROM fa_normalize(coalesce("title", ''));
--> statement-breakpoint
UPDATE "cms_boxes" SET "title" = "title" WHERE "title_search" IS DISTINCT FROM fa_normalize(coalesce("title", '')) OR "subtitle_search" IS DISTINCT FROM fa_normalize(coalesce("subtitle", '')) OR "body_search" IS DISTINCT FROM fa_normalize(coalesce("body", ''));
--> statement-breakpoint
UPDATE "countries" SET "title" = "title" WHERE "title_search" IS DISTINCT FROM fa_normalize(coalesce("title", '')) OR "title_en_search" IS DISTINCT FROM fa_normalize(coalesce("title_en", ''));
--> statement-breakpoint
UPDATE "faqs" SET "question" = "question" WHERE "question_search" IS DISTINCT FROM fa_normalize(coalesce("question", '')) OR "answer_search" IS DISTINCT FROM fa_normalize(coalesce("answer", ''));
--> statement-breakpoint
UPDATE "news" SET "title" = "title" WHERE "title_search" IS DISTINCT FROM fa_normalize(coalesce("title", '')) OR "summary_search" IS DISTINCT FROM fa_normalize(coalesce("summary", '')) OR "body_search" IS DISTINCT FROM fa_normalize(coalesce("body", ''));
--> statement-breakpoint
UPDATE "orders" SET "search_text" = "search_text" WHERE "search_text_search" IS DISTINCT FROM fa_normalize(coalesce("search_text", ''));
--> statement-breakpoint
UPDATE "products" SET "title" = "title" WHERE "title_search" IS DISTINCT FROM fa_normalize(coalesce("title", '')) OR "summary_search" IS DISTINCT FROM fa_normalize(coalesce("summary", '')) OR "description_search" IS DISTINCT FROM fa_normalize(coalesce("description", ''));
--> statement-breakpoint
UPDATE "provinces" SET "title" = "title" WHERE "title_search" IS DISTINCT FROM fa_normalize(coalesce("title", '')) OR "title_en_search" IS DISTINCT FROM fa_normalize(coalesce("title_en", ''));
--> statement-breakpoint
UPDATE "tickets" SET "title" = "title" WHERE "title_search" IS DISTINCT FROM fa_normalize(coalesce("title", '')) OR "description_search" IS DISTINCT FROM fa_normalize(coalesce("description", ''));
--> statement-breakpoint
UPDATE "units" SET "title" = "title" WHERE "title_search" IS DISTINCT FROM fa_normalize(coalesce("title", ''));
--> statement-breakpoint
SELECT product_search_reindex(NULL);
