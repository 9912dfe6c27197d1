-- A sign-up through the public link for a WhatsApp number the business already has (issue 30) waits here
-- until the holder of the number opens the single-use link sent to it; only the token's hash is kept.
CREATE TABLE "customer_confirmations" (
	"id" serial PRIMARY KEY NOT NULL,
	"business_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"change" jsonb NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customer_confirmations" ADD CONSTRAINT "customer_confirmations_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_confirmations" ADD CONSTRAINT "customer_confirmations_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "customer_confirmations_token_unique" ON "customer_confirmations" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "customer_confirmations_customer_idx" ON "customer_confirmations" USING btree ("customer_id");