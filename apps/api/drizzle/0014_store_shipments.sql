CREATE TABLE "store_shipments" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"tracking_number" text NOT NULL,
	"shipped_by" integer NOT NULL,
	"shipped_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delivered_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "store_shipments" ADD CONSTRAINT "store_shipments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_shipments" ADD CONSTRAINT "store_shipments_shipped_by_staff_id_fk" FOREIGN KEY ("shipped_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;