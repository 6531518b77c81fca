ALTER TABLE "cip_flight_orders" ADD COLUMN "flight_canceled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cip_flight_orders" ADD COLUMN "rebooked_order_id" integer;