DROP INDEX "cms_boxes_page_idx";--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "title_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "title_ar" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "cms_boxes" ADD COLUMN "lang" text DEFAULT 'fa' NOT NULL;--> statement-breakpoint
ALTER TABLE "faqs" ADD COLUMN "question_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "faqs" ADD COLUMN "answer_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "faqs" ADD COLUMN "question_ar" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "faqs" ADD COLUMN "answer_ar" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "cms_boxes_page_idx" ON "cms_boxes" USING btree ("page_id","key","lang","priority");