ALTER TABLE "discount_codes" ADD COLUMN "first_order_only" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "discount_codes" ADD COLUMN "per_member_limit" integer;--> statement-breakpoint
ALTER TABLE "discount_codes" ADD COLUMN "combinable" boolean DEFAULT true NOT NULL;--> statement-breakpoint
CREATE INDEX "order_discount_uses_code_idx" ON "order_discount_uses" USING btree ("discount_code_id");--> statement-breakpoint
ALTER TABLE "discount_codes" ADD CONSTRAINT "discount_codes_per_member_check" CHECK ("discount_codes"."per_member_limit" is null or "discount_codes"."per_member_limit" >= 1);