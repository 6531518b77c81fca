CREATE TABLE "cip_tariff_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"service_id" integer NOT NULL,
	"effective_from" timestamp with time zone NOT NULL,
	"prices" jsonb NOT NULL,
	"staff_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cip_airports" ADD COLUMN "late_booking_hours" integer DEFAULT 24 NOT NULL;--> statement-breakpoint
ALTER TABLE "cip_airports" ADD COLUMN "late_booking_percent" integer DEFAULT 20 NOT NULL;--> statement-breakpoint
ALTER TABLE "cip_airports" ADD COLUMN "night_from" text DEFAULT '00:00' NOT NULL;--> statement-breakpoint
ALTER TABLE "cip_airports" ADD COLUMN "night_to" text DEFAULT '05:00' NOT NULL;--> statement-breakpoint
ALTER TABLE "cip_airports" ADD COLUMN "night_percent" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "cip_airports" ADD COLUMN "holiday_percent" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "cip_services" ADD COLUMN "passenger_intl_adult" integer;--> statement-breakpoint
ALTER TABLE "cip_services" ADD COLUMN "passenger_intl_child" integer;--> statement-breakpoint
ALTER TABLE "cip_services" ADD COLUMN "passenger_intl_infant" integer;--> statement-breakpoint
ALTER TABLE "cip_services" ADD COLUMN "foreign_adult" integer;--> statement-breakpoint
ALTER TABLE "cip_services" ADD COLUMN "foreign_child" integer;--> statement-breakpoint
ALTER TABLE "cip_services" ADD COLUMN "foreign_infant" integer;--> statement-breakpoint
ALTER TABLE "cip_services" ADD COLUMN "foreign_intl_adult" integer;--> statement-breakpoint
ALTER TABLE "cip_services" ADD COLUMN "foreign_intl_child" integer;--> statement-breakpoint
ALTER TABLE "cip_services" ADD COLUMN "foreign_intl_infant" integer;--> statement-breakpoint
ALTER TABLE "cip_tariff_versions" ADD CONSTRAINT "cip_tariff_versions_service_id_cip_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."cip_services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cip_tariff_versions_service_idx" ON "cip_tariff_versions" USING btree ("service_id","effective_from");