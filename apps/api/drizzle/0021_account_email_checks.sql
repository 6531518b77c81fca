ALTER TABLE "password_reset_codes" ALTER COLUMN "member_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "pending_email" text;--> statement-breakpoint
ALTER TABLE "password_reset_codes" ADD COLUMN "email" text;--> statement-breakpoint
CREATE INDEX "password_reset_codes_email_idx" ON "password_reset_codes" USING btree ("email","created_at");