-- The stamp card (issue 18, docs/decisions/0033): one card per business; its stamps are movements of the same
-- ledger as points, told apart by `program`; an order keeps what the card's reward took off.
CREATE TABLE "stamp_cards" (
	"id" serial PRIMARY KEY NOT NULL,
	"business_id" integer NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"orders_required" integer DEFAULT 10 NOT NULL,
	"min_order_value" integer DEFAULT 0 NOT NULL,
	"reward_type" text DEFAULT 'fixed' NOT NULL,
	"reward_value" integer DEFAULT 0 NOT NULL,
	"reward_product_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stamp_cards_reward_type_check" CHECK ("stamp_cards"."reward_type" IN ('fixed', 'percentage', 'product'))
);
--> statement-breakpoint
DROP INDEX "loyalty_movements_order_once";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "stamp_reward_discount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "loyalty_movements" ADD COLUMN "program" text DEFAULT 'points' NOT NULL;--> statement-breakpoint
ALTER TABLE "stamp_cards" ADD CONSTRAINT "stamp_cards_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stamp_cards" ADD CONSTRAINT "stamp_cards_reward_product_id_products_id_fk" FOREIGN KEY ("reward_product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "stamp_cards_business_unique" ON "stamp_cards" USING btree ("business_id");--> statement-breakpoint
CREATE UNIQUE INDEX "loyalty_movements_order_program_once" ON "loyalty_movements" USING btree ("order_id","program","type") WHERE "loyalty_movements"."order_id" IS NOT NULL AND "loyalty_movements"."type" IN ('earn', 'redeem');--> statement-breakpoint
ALTER TABLE "loyalty_movements" ADD CONSTRAINT "loyalty_movements_program_check" CHECK ("loyalty_movements"."program" IN ('points', 'stamps'));