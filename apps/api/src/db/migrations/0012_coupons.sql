-- Coupons (issue 18, docs/decisions/0032): the codes, their uses (one row per order, released when the order is
-- canceled), and the coupon an order carries with the terms it was priced by.
CREATE TABLE "coupon_redemptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"business_id" integer NOT NULL,
	"coupon_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"customer_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"released_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" serial PRIMARY KEY NOT NULL,
	"business_id" integer NOT NULL,
	"code" text NOT NULL,
	"type" text NOT NULL,
	"percent_hundredths" integer,
	"amount" integer,
	"min_order" integer DEFAULT 0 NOT NULL,
	"starts_at" date,
	"expires_at" date,
	"total_uses" integer,
	"uses_per_customer" integer,
	"first_order_only" boolean DEFAULT false NOT NULL,
	"order_types" jsonb NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"uses_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupons_type_check" CHECK ("coupons"."type" IN ('percentage', 'fixed', 'free_delivery')),
	CONSTRAINT "coupons_uses_check" CHECK ("coupons"."uses_count" >= 0 AND ("coupons"."total_uses" IS NULL OR "coupons"."uses_count" <= "coupons"."total_uses"))
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "coupon_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "coupon_code" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "coupon_type" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "coupon_percent_hundredths" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "coupon_amount" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "coupon_discount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "coupon_redemptions_order_unique" ON "coupon_redemptions" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "coupon_redemptions_customer_idx" ON "coupon_redemptions" USING btree ("coupon_id","customer_id") WHERE "coupon_redemptions"."released_at" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_business_code_unique" ON "coupons" USING btree ("business_id","code");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE set null ON UPDATE no action;