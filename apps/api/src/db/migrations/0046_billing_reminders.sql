CREATE TABLE "billing_reminders" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoice_id" integer NOT NULL,
	"business_id" integer NOT NULL,
	"kind" text NOT NULL,
	"recipients" integer NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "billing_reminders" ADD CONSTRAINT "billing_reminders_invoice_id_billing_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."billing_invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_reminders" ADD CONSTRAINT "billing_reminders_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "billing_reminders_invoice_kind_unique" ON "billing_reminders" USING btree ("invoice_id","kind");--> statement-breakpoint
CREATE INDEX "billing_reminders_business_idx" ON "billing_reminders" USING btree ("business_id");--> statement-breakpoint
CREATE INDEX "billing_invoices_open_due_idx" ON "billing_invoices" USING btree ("due_at") WHERE "billing_invoices"."status" = 'open';