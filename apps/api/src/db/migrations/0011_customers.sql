-- Customers (issue 18, docs/decisions/0031): one per business and WhatsApp number (E.164), with marketing consent
-- (LGPD) and a folded name for the search box; orders link to the customer with their WhatsApp.
CREATE TABLE "customers" (
	"id" serial PRIMARY KEY NOT NULL,
	"business_id" integer NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text,
	"email" text,
	"whatsapp" text NOT NULL,
	"birthday" date,
	"address_street" text,
	"address_number" text,
	"address_complement" text,
	"address_reference" text,
	"district_id" integer,
	"notes" text,
	"marketing_consent" boolean DEFAULT false NOT NULL,
	"marketing_consent_at" timestamp with time zone,
	"marketing_consent_source" text,
	"marketing_opt_out_at" timestamp with time zone,
	"source" text NOT NULL,
	"search_name" text GENERATED ALWAYS AS (lower(translate("first_name" || ' ' || coalesce("last_name", ''), 'áàâãäåéèêëíìîïóòôõöúùûüçñÁÀÂÃÄÅÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇÑ', 'aaaaaaeeeeiiiiooooouuuucnaaaaaaeeeeiiiiooooouuuucn'))) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customers_source_check" CHECK ("customers"."source" IN ('back_office', 'sign_up_link', 'order')),
	CONSTRAINT "customers_consent_source_check" CHECK ("customers"."marketing_consent_source" IS NULL OR "customers"."marketing_consent_source" IN ('back_office', 'sign_up_link'))
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "customer_id" integer;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "customers_business_whatsapp_unique" ON "customers" USING btree ("business_id","whatsapp");--> statement-breakpoint
CREATE INDEX "customers_business_created_idx" ON "customers" USING btree ("business_id","created_at");--> statement-breakpoint
CREATE INDEX "customers_search_name_trgm_idx" ON "customers" USING gin ("search_name" gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_customer_created_idx" ON "orders" USING btree ("customer_id","created_at") WHERE "orders"."customer_id" IS NOT NULL;