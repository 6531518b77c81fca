DROP INDEX "categories_title_trgm_idx";--> statement-breakpoint
DROP INDEX "news_title_trgm_idx";--> statement-breakpoint
DROP INDEX "news_summary_trgm_idx";--> statement-breakpoint
DROP INDEX "news_body_trgm_idx";--> statement-breakpoint
DROP INDEX "articles_title_trgm_idx";--> statement-breakpoint
DROP INDEX "articles_summary_trgm_idx";--> statement-breakpoint
DROP INDEX "articles_body_trgm_idx";--> statement-breakpoint
DROP INDEX "albums_title_trgm_idx";--> statement-breakpoint
DROP INDEX "cms_boxes_title_trgm_idx";--> statement-breakpoint
DROP INDEX "faqs_question_trgm_idx";--> statement-breakpoint
DROP INDEX "faqs_answer_trgm_idx";--> statement-breakpoint
DROP INDEX "cities_title_trgm_idx";--> statement-breakpoint
DROP INDEX "provinces_title_trgm_idx";--> statement-breakpoint
DROP INDEX "brands_title_trgm_idx";--> statement-breakpoint
DROP INDEX "products_title_trgm_idx";--> statement-breakpoint
DROP INDEX "products_summary_trgm_idx";--> statement-breakpoint
DROP INDEX "products_description_trgm_idx";--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "title_search" text GENERATED ALWAYS AS (fa_normalize(coalesce("title", ''))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "description_search" text GENERATED ALWAYS AS (fa_normalize(coalesce("description", ''))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "title_search" text GENERATED ALWAYS AS (fa_normalize(coalesce("title", ''))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "summary_search" text GENERATED ALWAYS AS (fa_normalize(coalesce("summary", ''))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "body_search" text GENERATED ALWAYS AS (fa_normalize(coalesce("body", ''))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "title_search" text GENERATED ALWAYS AS (fa_normalize(coalesce("title", ''))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "summary_search" text GENERATED ALWAYS AS (fa_normalize(coalesce("summary", ''))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "body_search" text GENERATED ALWAYS AS (fa_normalize(coalesce("body", ''))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "albums" ADD COLUMN "title_search" text GENERATED ALWAYS AS (fa_normalize(coalesce("title", ''))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "albums" ADD COLUMN "description_search" text GENERATED ALWAYS AS (fa_normalize(coalesce("description", ''))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "cms_boxes" ADD COLUMN "title_search" text GENERATED ALWAYS AS (fa_normalize(coalesce("title", ''))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "cms_boxes" ADD COLUMN "subtitle_search" text GENERATED ALWAYS AS (fa_normalize(coalesce("subtitle", ''))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "cms_boxes" ADD COLUMN "body_search" text GENERATED ALWAYS AS (fa_normalize(coalesce("body", ''))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "faqs" ADD COLUMN "question_search" text GENERATED ALWAYS AS (fa_normalize(coalesce("question", ''))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "faqs" ADD COLUMN "answer_search" text GENERATED ALWAYS AS (fa_normalize(coalesce("answer", ''))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "cities" ADD COLUMN "title_search" text GENERATED ALWAYS AS (fa_normalize(coalesce("title", ''))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "countries" ADD COLUMN "title_search" text GENERATED ALWAYS AS (fa_normalize(coalesce("title", ''))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "countries" ADD COLUMN "title_en_search" text GENERATED ALWAYS AS (fa_normalize(coalesce("title_en", ''))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "provinces" ADD COLUMN "title_search" text GENERATED ALWAYS AS (fa_normalize(coalesce("title", ''))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "provinces" ADD COLUMN "title_en_search" text GENERATED ALWAYS AS (fa_normalize(coalesce("title_en", ''))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "title_search" text GENERATED ALWAYS AS (fa_normalize(coalesce("title", ''))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "title_en_search" text GENERATED ALWAYS AS (fa_normalize(coalesce("title_en", ''))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "description_search" text GENERATED ALWAYS AS (fa_normalize(coalesce("description", ''))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "title_search" text GENERATED ALWAYS AS (fa_normalize(coalesce("title", ''))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "summary_search" text GENERATED ALWAYS AS (fa_normalize(coalesce("summary", ''))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "description_search" text GENERATED ALWAYS AS (fa_normalize(coalesce("description", ''))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "units" ADD COLUMN "title_search" text GENERATED ALWAYS AS (fa_normalize(coalesce("title", ''))) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "categories_title_trgm_idx" ON "categories" USING gin ("title_search" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "news_title_trgm_idx" ON "news" USING gin ("title_search" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "news_summary_trgm_idx" ON "news" USING gin ("summary_search" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "news_body_trgm_idx" ON "news" USING gin ("body_search" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "articles_title_trgm_idx" ON "articles" USING gin ("title_search" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "articles_summary_trgm_idx" ON "articles" USING gin ("summary_search" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "articles_body_trgm_idx" ON "articles" USING gin ("body_search" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "albums_title_trgm_idx" ON "albums" USING gin ("title_search" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "cms_boxes_title_trgm_idx" ON "cms_boxes" USING gin ("title_search" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "faqs_question_trgm_idx" ON "faqs" USING gin ("question_search" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "faqs_answer_trgm_idx" ON "faqs" USING gin ("answer_search" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "cities_title_trgm_idx" ON "cities" USING gin ("title_search" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "provinces_title_trgm_idx" ON "provinces" USING gin ("title_search" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "brands_title_trgm_idx" ON "brands" USING gin ("title_search" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_title_trgm_idx" ON "products" USING gin ("title_search" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_summary_trgm_idx" ON "products" USING gin ("summary_search" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_description_trgm_idx" ON "products" USING gin ("description_search" gin_trgm_ops);