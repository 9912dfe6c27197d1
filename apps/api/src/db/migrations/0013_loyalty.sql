-- The points program and its ledger (issue 18, docs/decisions/0033): a balance is the sum of a customer's
-- movements; an order earns and redeems once; an order keeps the points it spent and what they took off.
CREATE TABLE "loyalty_movements" (
	"id" serial PRIMARY KEY NOT NULL,
	"business_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"type" text NOT NULL,
	"amount" integer NOT NULL,
	"order_id" integer,
	"reverses_id" integer,
	"expires_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "loyalty_movements_type_check" CHECK ("loyalty_movements"."type" IN ('earn', 'redeem', 'expire', 'reverse')),
	CONSTRAINT "loyalty_movements_sign_check" CHECK (("loyalty_movements"."type" = 'earn' AND "loyalty_movements"."amount" > 0) OR ("loyalty_movements"."type" IN ('redeem', 'expire') AND "loyalty_movements"."amount" < 0) OR ("loyalty_movements"."type" = 'reverse' AND "loyalty_movements"."amount" <> 0))
);
--> statement-breakpoint
CREATE TABLE "loyalty_programs" (
	"business_id" integer PRIMARY KEY NOT NULL,
	"active" boolean DEFAULT false NOT NULL,
	"min_value" integer DEFAULT 0 NOT NULL,
	"point_value" integer DEFAULT 1 NOT NULL,
	"expiry_days" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "points_redeemed" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "loyalty_discount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "loyalty_movements" ADD CONSTRAINT "loyalty_movements_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_movements" ADD CONSTRAINT "loyalty_movements_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_movements" ADD CONSTRAINT "loyalty_movements_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_programs" ADD CONSTRAINT "loyalty_programs_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "loyalty_movements_customer_idx" ON "loyalty_movements" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "loyalty_movements_order_once" ON "loyalty_movements" USING btree ("order_id","type") WHERE "loyalty_movements"."order_id" IS NOT NULL AND "loyalty_movements"."type" IN ('earn', 'redeem');--> statement-breakpoint
CREATE UNIQUE INDEX "loyalty_movements_reversed_once" ON "loyalty_movements" USING btree ("reverses_id") WHERE "loyalty_movements"."reverses_id" IS NOT NULL;