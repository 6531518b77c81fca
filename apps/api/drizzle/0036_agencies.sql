CREATE TABLE "agencies" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"commission_bp" integer DEFAULT 0 NOT NULL,
	"credit_limit_rials" bigint DEFAULT 0 NOT NULL,
	"contact_mobile" text NOT NULL,
	"legal_id" text,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agencies_commission_check" CHECK ("agencies"."commission_bp" between 0 and 10000),
	CONSTRAINT "agencies_credit_check" CHECK ("agencies"."credit_limit_rials" >= 0),
	CONSTRAINT "agencies_status_check" CHECK ("agencies"."status" in ('active', 'suspended'))
);
--> statement-breakpoint
CREATE TABLE "agency_keys" (
	"id" serial PRIMARY KEY NOT NULL,
	"agency_id" integer NOT NULL,
	"title" text NOT NULL,
	"key_hash" text NOT NULL,
	"prefix" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	"last_used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "agency_ledger" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"agency_id" integer NOT NULL,
	"kind" text NOT NULL,
	"amount_rials" bigint NOT NULL,
	"order_id" integer,
	"gross_rials" bigint,
	"commission_rials" bigint,
	"note" text DEFAULT '' NOT NULL,
	"created_by" text NOT NULL,
	"staff_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agency_ledger_amount_check" CHECK ("agency_ledger"."amount_rials" <> 0),
	CONSTRAINT "agency_ledger_kind_check" CHECK ("agency_ledger"."kind" in ('booking', 'refund', 'payment', 'adjustment'))
);
--> statement-breakpoint
CREATE TABLE "agency_users" (
	"id" serial PRIMARY KEY NOT NULL,
	"agency_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agency_users_role_check" CHECK ("agency_users"."role" in ('owner', 'agent'))
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "agency_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "customer_name" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "customer_mobile" text;--> statement-breakpoint
ALTER TABLE "agency_keys" ADD CONSTRAINT "agency_keys_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_ledger" ADD CONSTRAINT "agency_ledger_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_ledger" ADD CONSTRAINT "agency_ledger_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_ledger" ADD CONSTRAINT "agency_ledger_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_users" ADD CONSTRAINT "agency_users_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_users" ADD CONSTRAINT "agency_users_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "agency_keys_hash_idx" ON "agency_keys" USING btree ("key_hash");--> statement-breakpoint
CREATE INDEX "agency_keys_agency_idx" ON "agency_keys" USING btree ("agency_id");--> statement-breakpoint
CREATE INDEX "agency_ledger_agency_idx" ON "agency_ledger" USING btree ("agency_id","created_at");--> statement-breakpoint
CREATE INDEX "agency_ledger_order_idx" ON "agency_ledger" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "agency_users_member_idx" ON "agency_users" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "agency_users_agency_idx" ON "agency_users" USING btree ("agency_id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_agency_idx" ON "orders" USING btree ("agency_id","created_at") WHERE "orders"."agency_id" is not null;