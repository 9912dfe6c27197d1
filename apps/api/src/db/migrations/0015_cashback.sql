-- Cashback (issue 18, docs/decisions/0033): its rules, its credits on the loyalty ledger (program cashback, in
-- centavos), and what an order spent of it.
CREATE TABLE "cashback_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"business_id" integer NOT NULL,
	"percent_hundredths" integer NOT NULL,
	"min_order" integer DEFAULT 0 NOT NULL,
	"starts_at" date,
	"ends_at" date,
	"credit_expiry_days" integer,
	"max_per_order" integer,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "loyalty_movements" DROP CONSTRAINT "loyalty_movements_program_check";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cashback_discount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "cashback_rules" ADD CONSTRAINT "cashback_rules_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_movements" ADD CONSTRAINT "loyalty_movements_program_check" CHECK ("loyalty_movements"."program" IN ('points', 'stamps', 'cashback'));