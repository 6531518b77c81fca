ALTER TABLE "countries" ADD COLUMN "title_ar" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "cip_airlines" ADD COLUMN "title_ar" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "cip_airports" ADD COLUMN "title_ar" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "cip_airports" ADD COLUMN "city_ar" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "cip_services" ADD COLUMN "title_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "cip_services" ADD COLUMN "title_ar" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "cip_suites" ADD COLUMN "title_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "cip_suites" ADD COLUMN "title_ar" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "cip_terminals" ADD COLUMN "title_ar" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "cip_transfers" ADD COLUMN "title_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "cip_transfers" ADD COLUMN "title_ar" text DEFAULT '' NOT NULL;