ALTER TABLE "cip_flights" ADD COLUMN "scheduled_departure_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cip_flights" ADD COLUMN "scheduled_arrival_at" timestamp with time zone;--> statement-breakpoint
UPDATE "cip_flights" SET "scheduled_departure_at" = "departure_at", "scheduled_arrival_at" = "arrival_at";--> statement-breakpoint
ALTER TABLE "cip_flights" ALTER COLUMN "scheduled_departure_at" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "cip_flights" ALTER COLUMN "scheduled_arrival_at" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "cip_flights" ADD COLUMN "status" text DEFAULT 'scheduled' NOT NULL;--> statement-breakpoint
ALTER TABLE "cip_flights" ADD COLUMN "status_note" text;--> statement-breakpoint
ALTER TABLE "cip_flights" ADD COLUMN "status_updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cip_reservations" ADD COLUMN "unresolved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cip_reservations" ADD COLUMN "unresolved_reason" text;
