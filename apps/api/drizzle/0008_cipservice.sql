CREATE TABLE "cip_airlines" (
	"id" serial PRIMARY KEY NOT NULL,
	"iata" text NOT NULL,
	"title" text NOT NULL,
	"title_en" text NOT NULL,
	CONSTRAINT "cip_airlines_iata_unique" UNIQUE("iata")
);
--> statement-breakpoint
CREATE TABLE "cip_airports" (
	"id" serial PRIMARY KEY NOT NULL,
	"iata" text NOT NULL,
	"title" text NOT NULL,
	"title_en" text NOT NULL,
	"city" text NOT NULL,
	"city_en" text NOT NULL,
	"country_code" text NOT NULL,
	"timezone" text NOT NULL,
	"utc_offset_minutes" integer NOT NULL,
	"served" boolean DEFAULT false NOT NULL,
	"booking_cutoff_hours" integer DEFAULT 3 NOT NULL,
	"desk_phone" text,
	"priority" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "cip_airports_iata_unique" UNIQUE("iata")
);
--> statement-breakpoint
CREATE TABLE "cip_capacity" (
	"service_id" integer NOT NULL,
	"slot_start" timestamp with time zone NOT NULL,
	"capacity" integer NOT NULL,
	"booked" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "cip_capacity_service_id_slot_start_pk" PRIMARY KEY("service_id","slot_start")
);
--> statement-breakpoint
CREATE TABLE "cip_flight_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"order_type" smallint NOT NULL,
	"flight_id" integer NOT NULL,
	"flight_class" smallint NOT NULL,
	"reminder_sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "cip_flight_patterns" (
	"id" serial PRIMARY KEY NOT NULL,
	"airline_id" integer NOT NULL,
	"flight_number" text NOT NULL,
	"origin_airport_id" integer NOT NULL,
	"origin_terminal_id" integer,
	"destination_airport_id" integer NOT NULL,
	"destination_terminal_id" integer,
	"weekdays" smallint[] NOT NULL,
	"departure_time" text NOT NULL,
	"duration_minutes" integer NOT NULL,
	"search_source" text DEFAULT '' NOT NULL,
	"search_source_search" text GENERATED ALWAYS AS (fa_normalize(coalesce("search_source", ''))) STORED NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cip_flights" (
	"id" serial PRIMARY KEY NOT NULL,
	"pattern_id" integer NOT NULL,
	"date" date NOT NULL,
	"departure_at" timestamp with time zone NOT NULL,
	"arrival_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cip_persons" (
	"id" serial PRIMARY KEY NOT NULL,
	"reservation_id" integer NOT NULL,
	"role" smallint NOT NULL,
	"position" integer NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"mobile" text DEFAULT '' NOT NULL,
	"national_code" text DEFAULT '' NOT NULL,
	"passport_number" text DEFAULT '' NOT NULL,
	"age_type" smallint NOT NULL,
	"gender" smallint NOT NULL,
	"nationality" smallint NOT NULL,
	"country_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cip_reservations" (
	"id" serial PRIMARY KEY NOT NULL,
	"flight_order_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"reservation_type" smallint NOT NULL,
	"service_id" integer NOT NULL,
	"slot_start" timestamp with time zone NOT NULL,
	"places" integer NOT NULL,
	"tariff" jsonb NOT NULL,
	"visa_count" integer DEFAULT 0 NOT NULL,
	"visa_numbers" text[] DEFAULT '{}'::text[] NOT NULL,
	"suite_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"suite_description" text DEFAULT '' NOT NULL,
	"wheelchair_count" integer DEFAULT 0 NOT NULL,
	"indoor_wheelchair_count" integer DEFAULT 0 NOT NULL,
	"parking_count" integer DEFAULT 0 NOT NULL,
	"parking_hours" integer DEFAULT 0 NOT NULL,
	"pet_count" integer DEFAULT 0 NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"transfer" jsonb,
	"lines" jsonb NOT NULL,
	"total_price" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cip_saved_passengers" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"mobile" text DEFAULT '' NOT NULL,
	"national_code" text DEFAULT '' NOT NULL,
	"passport_number" text DEFAULT '' NOT NULL,
	"age_type" smallint NOT NULL,
	"gender" smallint NOT NULL,
	"nationality" smallint NOT NULL,
	"country_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cip_services" (
	"id" serial PRIMARY KEY NOT NULL,
	"airport_id" integer NOT NULL,
	"terminal_id" integer,
	"reservation_type" smallint NOT NULL,
	"service_type" smallint NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"meeting_point" text DEFAULT '' NOT NULL,
	"capacity_per_slot" integer NOT NULL,
	"slot_minutes" integer DEFAULT 60 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"passenger_adult" integer NOT NULL,
	"passenger_child" integer NOT NULL,
	"passenger_infant" integer NOT NULL,
	"greeter_adult" integer NOT NULL,
	"greeter_child" integer NOT NULL,
	"greeter_infant" integer NOT NULL,
	"pet" integer NOT NULL,
	"parking_main" integer NOT NULL,
	"parking_hourly" integer NOT NULL,
	"wheelchair_outdoor" integer NOT NULL,
	"wheelchair_indoor" integer NOT NULL,
	"visa" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cip_suites" (
	"id" serial PRIMARY KEY NOT NULL,
	"service_id" integer NOT NULL,
	"title" text NOT NULL,
	"price" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cip_terminals" (
	"id" serial PRIMARY KEY NOT NULL,
	"airport_id" integer NOT NULL,
	"title" text NOT NULL,
	"title_en" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cip_transfers" (
	"id" serial PRIMARY KEY NOT NULL,
	"service_id" integer NOT NULL,
	"title" text NOT NULL,
	"vehicle" text NOT NULL,
	"seats" integer NOT NULL,
	"service_price" integer NOT NULL,
	"stop_price" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cip_capacity" ADD CONSTRAINT "cip_capacity_service_id_cip_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."cip_services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cip_flight_orders" ADD CONSTRAINT "cip_flight_orders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cip_flight_orders" ADD CONSTRAINT "cip_flight_orders_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cip_flight_orders" ADD CONSTRAINT "cip_flight_orders_flight_id_cip_flights_id_fk" FOREIGN KEY ("flight_id") REFERENCES "public"."cip_flights"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cip_flight_patterns" ADD CONSTRAINT "cip_flight_patterns_airline_id_cip_airlines_id_fk" FOREIGN KEY ("airline_id") REFERENCES "public"."cip_airlines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cip_flight_patterns" ADD CONSTRAINT "cip_flight_patterns_origin_airport_id_cip_airports_id_fk" FOREIGN KEY ("origin_airport_id") REFERENCES "public"."cip_airports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cip_flight_patterns" ADD CONSTRAINT "cip_flight_patterns_origin_terminal_id_cip_terminals_id_fk" FOREIGN KEY ("origin_terminal_id") REFERENCES "public"."cip_terminals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cip_flight_patterns" ADD CONSTRAINT "cip_flight_patterns_destination_airport_id_cip_airports_id_fk" FOREIGN KEY ("destination_airport_id") REFERENCES "public"."cip_airports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cip_flight_patterns" ADD CONSTRAINT "cip_flight_patterns_destination_terminal_id_cip_terminals_id_fk" FOREIGN KEY ("destination_terminal_id") REFERENCES "public"."cip_terminals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cip_flights" ADD CONSTRAINT "cip_flights_pattern_id_cip_flight_patterns_id_fk" FOREIGN KEY ("pattern_id") REFERENCES "public"."cip_flight_patterns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cip_persons" ADD CONSTRAINT "cip_persons_reservation_id_cip_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."cip_reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cip_reservations" ADD CONSTRAINT "cip_reservations_flight_order_id_cip_flight_orders_id_fk" FOREIGN KEY ("flight_order_id") REFERENCES "public"."cip_flight_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cip_reservations" ADD CONSTRAINT "cip_reservations_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cip_reservations" ADD CONSTRAINT "cip_reservations_service_id_cip_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."cip_services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cip_saved_passengers" ADD CONSTRAINT "cip_saved_passengers_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cip_services" ADD CONSTRAINT "cip_services_airport_id_cip_airports_id_fk" FOREIGN KEY ("airport_id") REFERENCES "public"."cip_airports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cip_services" ADD CONSTRAINT "cip_services_terminal_id_cip_terminals_id_fk" FOREIGN KEY ("terminal_id") REFERENCES "public"."cip_terminals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cip_suites" ADD CONSTRAINT "cip_suites_service_id_cip_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."cip_services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cip_terminals" ADD CONSTRAINT "cip_terminals_airport_id_cip_airports_id_fk" FOREIGN KEY ("airport_id") REFERENCES "public"."cip_airports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cip_transfers" ADD CONSTRAINT "cip_transfers_service_id_cip_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."cip_services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cip_flight_orders_order_idx" ON "cip_flight_orders" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "cip_flight_orders_member_idx" ON "cip_flight_orders" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "cip_flight_patterns_search_trgm_idx" ON "cip_flight_patterns" USING gin ("search_source_search" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "cip_flights_pattern_date_idx" ON "cip_flights" USING btree ("pattern_id","date");--> statement-breakpoint
CREATE INDEX "cip_flights_date_idx" ON "cip_flights" USING btree ("date","departure_at");--> statement-breakpoint
CREATE INDEX "cip_persons_reservation_idx" ON "cip_persons" USING btree ("reservation_id","role","position");--> statement-breakpoint
CREATE INDEX "cip_reservations_flight_order_idx" ON "cip_reservations" USING btree ("flight_order_id");--> statement-breakpoint
CREATE INDEX "cip_reservations_order_idx" ON "cip_reservations" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "cip_saved_passengers_member_idx" ON "cip_saved_passengers" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "cip_services_airport_idx" ON "cip_services" USING btree ("airport_id","reservation_type");--> statement-breakpoint
CREATE INDEX "cip_terminals_airport_idx" ON "cip_terminals" USING btree ("airport_id");--> statement-breakpoint
CREATE INDEX "cip_transfers_service_idx" ON "cip_transfers" USING btree ("service_id");--> statement-breakpoint
CREATE UNIQUE INDEX "product_reviews_member_product_idx" ON "product_reviews" USING btree ("member_id","product_id");