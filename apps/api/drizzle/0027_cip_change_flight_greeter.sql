ALTER TABLE "cip_airports" ADD COLUMN "change_free_hours" integer DEFAULT 24 NOT NULL;--> statement-breakpoint
ALTER TABLE "cip_airports" ADD COLUMN "change_fee" bigint DEFAULT 500000 NOT NULL;--> statement-breakpoint
ALTER TABLE "cip_reservations" ADD COLUMN "greeter_name" text;--> statement-breakpoint
ALTER TABLE "cip_reservations" ADD COLUMN "greeter_mobile" text;--> statement-breakpoint
ALTER TABLE "cip_reservations" ADD COLUMN "greeter_notified_at" timestamp with time zone;