CREATE TABLE "billing_addons" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"price" integer NOT NULL,
	"recurring" boolean DEFAULT true NOT NULL,
	"feature_codes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "billing_addons_price_check" CHECK ("billing_addons"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "business_addons" (
	"id" serial PRIMARY KEY NOT NULL,
	"business_id" integer NOT NULL,
	"addon_id" integer NOT NULL,
	"status" text NOT NULL,
	"invoice_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"canceled_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "business_addons" ADD CONSTRAINT "business_addons_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_addons" ADD CONSTRAINT "business_addons_addon_id_billing_addons_id_fk" FOREIGN KEY ("addon_id") REFERENCES "public"."billing_addons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_addons" ADD CONSTRAINT "business_addons_invoice_id_billing_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."billing_invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "billing_addons_code_unique" ON "billing_addons" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "business_addons_taken_unique" ON "business_addons" USING btree ("business_id","addon_id") WHERE "business_addons"."status" <> 'canceled';--> statement-breakpoint
CREATE INDEX "business_addons_business_idx" ON "business_addons" USING btree ("business_id");