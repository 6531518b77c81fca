CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"module_id" integer NOT NULL,
	"parent_id" integer,
	"title" text NOT NULL,
	"slug" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image_url" text,
	"priority" integer DEFAULT 0 NOT NULL,
	"disable_in_webservice" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "api_keys" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"key_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "seed_runs" (
	"name" text PRIMARY KEY NOT NULL,
	"version" integer NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "categories_module_parent_idx" ON "categories" USING btree ("module_id","parent_id","priority");--> statement-breakpoint
CREATE INDEX "categories_title_trgm_idx" ON "categories" USING gin (fa_normalize("title") gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "api_keys_hash_idx" ON "api_keys" USING btree ("key_hash");