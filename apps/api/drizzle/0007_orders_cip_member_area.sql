CREATE TABLE "email_signups" (
	"email" text PRIMARY KEY NOT NULL,
	"password_hash" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_status_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"machine" text NOT NULL,
	"from_status" smallint,
	"to_status" smallint NOT NULL,
	"actor" text NOT NULL,
	"actor_id" integer,
	"reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"member_id" integer NOT NULL,
	"reference" text NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"payment_status" smallint DEFAULT 0 NOT NULL,
	"archive_status" smallint DEFAULT -1 NOT NULL,
	"items_total" bigint NOT NULL,
	"discount_total" bigint DEFAULT 0 NOT NULL,
	"shipping_price" bigint DEFAULT 0 NOT NULL,
	"total_price" bigint NOT NULL,
	"paid_amount" bigint DEFAULT 0 NOT NULL,
	"refunded_amount" bigint DEFAULT 0 NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"image_url" text,
	"item_count" integer DEFAULT 0 NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"client_ip" text DEFAULT '' NOT NULL,
	"idempotency_key" text,
	"body_hash" text,
	"expires_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_text_search" text GENERATED ALWAYS AS (fa_normalize(coalesce("search_text", ''))) STORED NOT NULL,
	CONSTRAINT "orders_money_check" CHECK ("orders"."total_price" >= 0 and "orders"."paid_amount" >= 0 and "orders"."refunded_amount" >= 0 and "orders"."refunded_amount" <= "orders"."paid_amount"),
	CONSTRAINT "orders_status_check" CHECK ("orders"."status" between 0 and 6 and "orders"."payment_status" between 0 and 4)
);
--> statement-breakpoint
CREATE TABLE "discount_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"title" text NOT NULL,
	"kind" text NOT NULL,
	"value" integer NOT NULL,
	"max_discount" bigint,
	"min_basket" bigint DEFAULT 0 NOT NULL,
	"product_ids" integer[],
	"usage_limit" integer,
	"used_count" integer DEFAULT 0 NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "discount_codes_usage_check" CHECK ("discount_codes"."used_count" >= 0 and ("discount_codes"."usage_limit" is null or "discount_codes"."used_count" <= "discount_codes"."usage_limit"))
);
--> statement-breakpoint
CREATE TABLE "order_discount_uses" (
	"order_id" integer NOT NULL,
	"discount_code_id" integer NOT NULL,
	CONSTRAINT "order_discount_uses_order_id_discount_code_id_pk" PRIMARY KEY("order_id","discount_code_id")
);
--> statement-breakpoint
CREATE TABLE "recipients" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"full_name" text NOT NULL,
	"mobile" text NOT NULL,
	"province_id" integer NOT NULL,
	"city_id" integer NOT NULL,
	"address" text NOT NULL,
	"postal_code" text NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_order_details" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"recipient" jsonb,
	"transmit" jsonb,
	"discounts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"shipped_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "store_order_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"title" text NOT NULL,
	"image_url" text,
	"unit_price" bigint NOT NULL,
	"quantity" integer NOT NULL,
	"amount" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transmits" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"price" bigint NOT NULL,
	"delivery_days_min" integer NOT NULL,
	"delivery_days_max" integer NOT NULL,
	"needs_address" boolean DEFAULT true NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"purpose" text NOT NULL,
	"member_id" integer NOT NULL,
	"order_id" integer,
	"gateway" text NOT NULL,
	"amount" bigint NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"authority" text,
	"bank_reference" text,
	"card_pan" text,
	"message" text,
	"sandbox_decision" text,
	"client_ip" text DEFAULT '' NOT NULL,
	"verify_attempts" integer DEFAULT 0 NOT NULL,
	"last_verify_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	CONSTRAINT "payments_amount_check" CHECK ("payments"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "credit_accounts" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "credit_transactions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"kind" text NOT NULL,
	"amount" bigint NOT NULL,
	"balance_after" bigint NOT NULL,
	"order_id" integer,
	"payment_id" integer,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_transactions_balance_check" CHECK ("credit_transactions"."balance_after" >= 0 and "credit_transactions"."amount" <> 0)
);
--> statement-breakpoint
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
	"cancellation_policy" jsonb DEFAULT '[{"hoursBefore":48,"refundPercent":100},{"hoursBefore":12,"refundPercent":50}]'::jsonb NOT NULL,
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
	"meeting_point" text DEFAULT '' NOT NULL,
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
CREATE TABLE "uploads" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"purpose" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_favorites" (
	"member_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_favorites_member_id_product_id_pk" PRIMARY KEY("member_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "ticket_replies" (
	"id" serial PRIMARY KEY NOT NULL,
	"ticket_id" integer NOT NULL,
	"author" text NOT NULL,
	"staff_name" text,
	"description" text NOT NULL,
	"attachment_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tickets" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"category_id" smallint NOT NULL,
	"role_id" smallint NOT NULL,
	"service_id" smallint,
	"priority" smallint DEFAULT 2 NOT NULL,
	"order_id" integer,
	"review_rate" smallint,
	"review_description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"title_search" text GENERATED ALWAYS AS (fa_normalize(coalesce("title", ''))) STORED NOT NULL,
	"description_search" text GENERATED ALWAYS AS (fa_normalize(coalesce("description", ''))) STORED NOT NULL
);
--> statement-breakpoint
CREATE TABLE "credit_requests" (
	"id" bigint PRIMARY KEY DEFAULT nextval('credit_transactions_id_seq') NOT NULL,
	"member_id" integer NOT NULL,
	"value" bigint NOT NULL,
	"type_code" smallint NOT NULL,
	"subdomain_id" integer DEFAULT 0 NOT NULL,
	"business_account_id" integer DEFAULT 1 NOT NULL,
	"cheque_number" text,
	"cheque_date" date NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"deposit_source" text DEFAULT '' NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"attachment_id" integer,
	"transaction_id" bigint,
	"review_note" text,
	"reviewed_at" timestamp with time zone,
	"client_ip" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_requests_value_check" CHECK ("credit_requests"."value" > 0),
	CONSTRAINT "credit_requests_state_check" CHECK ("credit_requests"."state" in ('pending', 'approved', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "password_reset_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "birth_date" date;--> statement-breakpoint
ALTER TABLE "order_status_history" ADD CONSTRAINT "order_status_history_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_discount_uses" ADD CONSTRAINT "order_discount_uses_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_discount_uses" ADD CONSTRAINT "order_discount_uses_discount_code_id_discount_codes_id_fk" FOREIGN KEY ("discount_code_id") REFERENCES "public"."discount_codes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipients" ADD CONSTRAINT "recipients_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipients" ADD CONSTRAINT "recipients_province_id_provinces_id_fk" FOREIGN KEY ("province_id") REFERENCES "public"."provinces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipients" ADD CONSTRAINT "recipients_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_order_details" ADD CONSTRAINT "store_order_details_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_order_items" ADD CONSTRAINT "store_order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_order_items" ADD CONSTRAINT "store_order_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_accounts" ADD CONSTRAINT "credit_accounts_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_transactions" ADD CONSTRAINT "credit_transactions_member_id_credit_accounts_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."credit_accounts"("member_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_transactions" ADD CONSTRAINT "credit_transactions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_transactions" ADD CONSTRAINT "credit_transactions_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
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
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_favorites" ADD CONSTRAINT "product_favorites_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_favorites" ADD CONSTRAINT "product_favorites_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_replies" ADD CONSTRAINT "ticket_replies_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_replies" ADD CONSTRAINT "ticket_replies_attachment_id_uploads_id_fk" FOREIGN KEY ("attachment_id") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_requests" ADD CONSTRAINT "credit_requests_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_requests" ADD CONSTRAINT "credit_requests_attachment_id_uploads_id_fk" FOREIGN KEY ("attachment_id") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_requests" ADD CONSTRAINT "credit_requests_transaction_id_credit_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."credit_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset_codes" ADD CONSTRAINT "password_reset_codes_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_status_history_order_idx" ON "order_status_history" USING btree ("order_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_reference_idx" ON "orders" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_idempotency_idx" ON "orders" USING btree ("member_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "orders_member_idx" ON "orders" USING btree ("member_id","kind","created_at");--> statement-breakpoint
CREATE INDEX "orders_expiry_idx" ON "orders" USING btree ("expires_at") WHERE "orders"."payment_status" = 0 and "orders"."status" in (0, 1);--> statement-breakpoint
CREATE INDEX "orders_search_trgm_idx" ON "orders" USING gin ("search_text_search" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "discount_codes_code_idx" ON "discount_codes" USING btree ("code");--> statement-breakpoint
CREATE INDEX "recipients_member_idx" ON "recipients" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "store_order_items_order_idx" ON "store_order_items" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_authority_idx" ON "payments" USING btree ("gateway","authority");--> statement-breakpoint
CREATE INDEX "payments_order_idx" ON "payments" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "payments_member_idx" ON "payments" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "payments_pending_idx" ON "payments" USING btree ("created_at") WHERE "payments"."state" = 'pending';--> statement-breakpoint
CREATE INDEX "credit_transactions_member_idx" ON "credit_transactions" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "credit_transactions_order_idx" ON "credit_transactions" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_transactions_payment_kind_idx" ON "credit_transactions" USING btree ("payment_id","kind");--> statement-breakpoint
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
CREATE UNIQUE INDEX "uploads_name_idx" ON "uploads" USING btree ("name");--> statement-breakpoint
CREATE INDEX "uploads_member_idx" ON "uploads" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "product_favorites_member_idx" ON "product_favorites" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "ticket_replies_ticket_idx" ON "ticket_replies" USING btree ("ticket_id","id");--> statement-breakpoint
CREATE INDEX "tickets_member_idx" ON "tickets" USING btree ("member_id","updated_at");--> statement-breakpoint
CREATE INDEX "credit_requests_member_idx" ON "credit_requests" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "password_reset_codes_member_idx" ON "password_reset_codes" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "product_reviews_member_product_idx" ON "product_reviews" USING btree ("member_id","product_id");