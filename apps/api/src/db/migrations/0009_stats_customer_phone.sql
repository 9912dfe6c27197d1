-- The dashboard's new customers (issue 16, docs/decisions/0028): for each phone that ordered in the
-- period, whether it ordered before. Phones are kept as typed, so they are compared by their digits.
CREATE INDEX IF NOT EXISTS "orders_business_phone_digits_idx" ON "orders" USING btree ("business_id", (regexp_replace(coalesce("customer_whatsapp", ''), '\D', '', 'g')), "created_at") WHERE "status" <> 'canceled';
