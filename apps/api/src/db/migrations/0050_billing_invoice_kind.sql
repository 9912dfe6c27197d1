DROP INDEX "billing_invoices_period_unique";--> statement-breakpoint
ALTER TABLE "billing_invoices" ADD COLUMN "kind" text DEFAULT 'period' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "billing_invoices_period_unique" ON "billing_invoices" USING btree ("subscription_id","period_index") WHERE "billing_invoices"."kind" = 'period';