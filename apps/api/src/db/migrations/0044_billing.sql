CREATE TABLE "billing_invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" text NOT NULL,
	"subscription_id" integer NOT NULL,
	"business_id" integer NOT NULL,
	"period_index" integer NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"lines" jsonb NOT NULL,
	"total" integer NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "billing_invoices_total_check" CHECK ("billing_invoices"."total" >= 0)
);
--> statement-breakpoint
CREATE TABLE "billing_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"interval" text NOT NULL,
	"price" integer NOT NULL,
	"trial_days" integer DEFAULT 0 NOT NULL,
	"feature_codes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"business_plan" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "billing_plans_price_check" CHECK ("billing_plans"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "billing_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"business_id" integer NOT NULL,
	"plan_id" integer NOT NULL,
	"next_plan_id" integer,
	"status" text NOT NULL,
	"period_anchor" timestamp with time zone NOT NULL,
	"period_index" integer DEFAULT 0 NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"due_at" timestamp with time zone,
	"cancel_at_period_end" boolean DEFAULT false NOT NULL,
	"promotion_code" text,
	"promotion_price" integer,
	"promotion_periods" integer,
	"next_run_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "billing_invoices" ADD CONSTRAINT "billing_invoices_subscription_id_billing_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."billing_subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_invoices" ADD CONSTRAINT "billing_invoices_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_subscriptions" ADD CONSTRAINT "billing_subscriptions_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_subscriptions" ADD CONSTRAINT "billing_subscriptions_plan_id_billing_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."billing_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_subscriptions" ADD CONSTRAINT "billing_subscriptions_next_plan_id_billing_plans_id_fk" FOREIGN KEY ("next_plan_id") REFERENCES "public"."billing_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "billing_invoices_period_unique" ON "billing_invoices" USING btree ("subscription_id","period_index");--> statement-breakpoint
CREATE UNIQUE INDEX "billing_invoices_uuid_unique" ON "billing_invoices" USING btree ("uuid");--> statement-breakpoint
CREATE INDEX "billing_invoices_business_idx" ON "billing_invoices" USING btree ("business_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "billing_plans_code_unique" ON "billing_plans" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "billing_subscriptions_business_unique" ON "billing_subscriptions" USING btree ("business_id");--> statement-breakpoint
CREATE INDEX "billing_subscriptions_next_run_idx" ON "billing_subscriptions" USING btree ("next_run_at");