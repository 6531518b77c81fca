CREATE TABLE "news" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_id" integer,
	"type_id" integer DEFAULT 1 NOT NULL,
	"output_id" integer DEFAULT 1 NOT NULL,
	"subdomain_id" integer DEFAULT 0 NOT NULL,
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"source" text DEFAULT '' NOT NULL,
	"image_url" text,
	"image_alt" text DEFAULT '' NOT NULL,
	"image_width" integer,
	"image_height" integer,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"view_count" integer DEFAULT 0 NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_id" integer,
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"author" text DEFAULT '' NOT NULL,
	"reading_minutes" integer DEFAULT 1 NOT NULL,
	"image_url" text,
	"image_alt" text DEFAULT '' NOT NULL,
	"image_width" integer,
	"image_height" integer,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"view_count" integer DEFAULT 0 NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "album_media" (
	"id" serial PRIMARY KEY NOT NULL,
	"album_id" integer NOT NULL,
	"type" text NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"url" text NOT NULL,
	"alt" text DEFAULT '' NOT NULL,
	"width" integer,
	"height" integer,
	"poster" text,
	"duration_seconds" integer,
	"priority" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "albums" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_id" integer,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image_url" text,
	"image_alt" text DEFAULT '' NOT NULL,
	"image_width" integer,
	"image_height" integer,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"view_count" integer DEFAULT 0 NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cms_boxes" (
	"id" serial PRIMARY KEY NOT NULL,
	"page_id" integer NOT NULL,
	"key" text NOT NULL,
	"title" text NOT NULL,
	"subtitle" text DEFAULT '' NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"link_url" text,
	"link_title" text,
	"image_url" text,
	"image_alt" text DEFAULT '' NOT NULL,
	"image_width" integer,
	"image_height" integer,
	"priority" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "faqs" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_id" integer,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL,
	"view_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cities" (
	"id" serial PRIMARY KEY NOT NULL,
	"province_id" integer NOT NULL,
	"title" text NOT NULL,
	"is_capital" boolean DEFAULT false NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"title_en" text DEFAULT '' NOT NULL,
	"iso_code" text DEFAULT '' NOT NULL,
	"phone_code" text DEFAULT '' NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provinces" (
	"id" serial PRIMARY KEY NOT NULL,
	"country_id" integer NOT NULL,
	"title" text NOT NULL,
	"title_en" text DEFAULT '' NOT NULL,
	"capital_city_id" integer,
	"priority" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "album_media" ADD CONSTRAINT "album_media_album_id_albums_id_fk" FOREIGN KEY ("album_id") REFERENCES "public"."albums"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cities" ADD CONSTRAINT "cities_province_id_provinces_id_fk" FOREIGN KEY ("province_id") REFERENCES "public"."provinces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provinces" ADD CONSTRAINT "provinces_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "news_published_idx" ON "news" USING btree ("published_at");--> statement-breakpoint
CREATE INDEX "news_category_idx" ON "news" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "news_title_trgm_idx" ON "news" USING gin (fa_normalize("title") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "news_summary_trgm_idx" ON "news" USING gin (fa_normalize("summary") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "news_body_trgm_idx" ON "news" USING gin (fa_normalize("body") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "articles_published_idx" ON "articles" USING btree ("published_at");--> statement-breakpoint
CREATE INDEX "articles_category_idx" ON "articles" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "articles_title_trgm_idx" ON "articles" USING gin (fa_normalize("title") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "articles_summary_trgm_idx" ON "articles" USING gin (fa_normalize("summary") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "articles_body_trgm_idx" ON "articles" USING gin (fa_normalize("body") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "album_media_album_idx" ON "album_media" USING btree ("album_id","priority");--> statement-breakpoint
CREATE INDEX "albums_category_idx" ON "albums" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "albums_title_trgm_idx" ON "albums" USING gin (fa_normalize("title") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "cms_boxes_page_idx" ON "cms_boxes" USING btree ("page_id","key","priority");--> statement-breakpoint
CREATE INDEX "cms_boxes_title_trgm_idx" ON "cms_boxes" USING gin (fa_normalize("title") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "faqs_category_idx" ON "faqs" USING btree ("category_id","priority");--> statement-breakpoint
CREATE INDEX "faqs_question_trgm_idx" ON "faqs" USING gin (fa_normalize("question") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "faqs_answer_trgm_idx" ON "faqs" USING gin (fa_normalize("answer") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "cities_province_idx" ON "cities" USING btree ("province_id");--> statement-breakpoint
CREATE INDEX "cities_title_trgm_idx" ON "cities" USING gin (fa_normalize("title") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "provinces_country_idx" ON "provinces" USING btree ("country_id");--> statement-breakpoint
CREATE INDEX "provinces_title_trgm_idx" ON "provinces" USING gin (fa_normalize("title") gin_trgm_ops);