-- One-time codes that open a storefront customer's loyalty balance, and the grants they become (issue 33).
CREATE TABLE "storefront_loyalty_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"business_id" integer NOT NULL,
	"whatsapp" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"grant_hash" text,
	"grant_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "storefront_loyalty_codes" ADD CONSTRAINT "storefront_loyalty_codes_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "storefront_loyalty_codes_phone_idx" ON "storefront_loyalty_codes" USING btree ("business_id","whatsapp");--> statement-breakpoint
CREATE UNIQUE INDEX "storefront_loyalty_codes_grant_unique" ON "storefront_loyalty_codes" USING btree ("grant_hash");