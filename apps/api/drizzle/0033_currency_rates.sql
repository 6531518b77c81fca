CREATE TABLE "currency_rates" (
	"currency" text PRIMARY KEY NOT NULL,
	"rials_per_unit" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
