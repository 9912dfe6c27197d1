-- The dashboard's figures (issue 16, docs/decisions/0028): a phone's digits kept with each order, and
-- indexes for the new customers of a period and its top products.
ALTER TABLE "orders" ADD COLUMN "customer_phone_digits" text GENERATED ALWAYS AS (translate(coalesce("customer_whatsapp", ''), '+() .-', '')) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "order_lines_business_created_idx" ON "order_lines" USING btree ("business_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_business_phone_digits_idx" ON "orders" USING btree ("business_id","customer_phone_digits","created_at") WHERE "orders"."status" <> 'canceled';