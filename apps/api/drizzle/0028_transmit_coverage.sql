ALTER TABLE "transmits" ADD COLUMN "province_ids" integer[];--> statement-breakpoint
ALTER TABLE "transmits" ADD COLUMN "city_ids" integer[];