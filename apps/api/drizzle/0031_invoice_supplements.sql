DROP INDEX "invoices_order_idx";--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "supplements_invoice_id" integer;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_supplements_invoice_id_invoices_id_fk" FOREIGN KEY ("supplements_invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoices_order_all_idx" ON "invoices" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_order_idx" ON "invoices" USING btree ("order_id") WHERE "invoices"."supplements_invoice_id" is null;