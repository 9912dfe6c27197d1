CREATE TABLE "dining_tables" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"business_id" integer NOT NULL,
	"name" text NOT NULL,
	"capacity" integer,
	"area" text,
	"ranking" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dining_tables_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "dining_tables_capacity_check" CHECK ("dining_tables"."capacity" IS NULL OR "dining_tables"."capacity" BETWEEN 1 AND 1000)
);
--> statement-breakpoint
CREATE TABLE "order_counters" (
	"business_id" integer NOT NULL,
	"series" text NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "order_counters_business_id_series_pk" PRIMARY KEY("business_id","series")
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"order_id" integer NOT NULL,
	"business_id" integer NOT NULL,
	"product_id" integer,
	"product_name" text NOT NULL,
	"amount" integer NOT NULL,
	"promotional_price" integer,
	"active_promotion" boolean DEFAULT false NOT NULL,
	"is_weight_based" boolean DEFAULT false NOT NULL,
	"weight" double precision,
	"qty" integer DEFAULT 1 NOT NULL,
	"comments" text,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"subtotal" integer NOT NULL,
	"added_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_lines_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "order_lines_amounts_check" CHECK ("order_lines"."qty" BETWEEN 1 AND 999 AND "order_lines"."amount" >= 0 AND "order_lines"."subtotal" >= 0)
);
--> statement-breakpoint
CREATE TABLE "order_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"business_id" integer NOT NULL,
	"method" text NOT NULL,
	"amount" integer NOT NULL,
	"received" integer,
	"change_given" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_payments_method_check" CHECK ("order_payments"."method" IN ('card', 'money', 'pix', 'mercado_pago')),
	CONSTRAINT "order_payments_amount_check" CHECK ("order_payments"."amount" > 0 AND ("order_payments"."received" IS NULL OR "order_payments"."received" >= "order_payments"."amount"))
);
--> statement-breakpoint
CREATE TABLE "order_status_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"status" text NOT NULL,
	"reason" text,
	"user_id" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"business_id" integer NOT NULL,
	"number" integer NOT NULL,
	"number_series" text NOT NULL,
	"status" text NOT NULL,
	"order_type" text NOT NULL,
	"local_sub_type" text,
	"table_id" integer,
	"table_name" text,
	"subtotal" integer DEFAULT 0 NOT NULL,
	"delivery_fee" integer DEFAULT 0 NOT NULL,
	"service_charge_rate" integer DEFAULT 0 NOT NULL,
	"service_charge" integer DEFAULT 0 NOT NULL,
	"card_fee" integer DEFAULT 0 NOT NULL,
	"discount_requested" integer DEFAULT 0 NOT NULL,
	"discount" integer DEFAULT 0 NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"payment_type" text,
	"payment_status" text DEFAULT 'unpaid' NOT NULL,
	"value_to_change" integer,
	"change_due" integer,
	"customer_name" text,
	"customer_email" text,
	"customer_whatsapp" text,
	"address_street" text,
	"address_number" text,
	"address_complement" text,
	"address_reference" text,
	"district_id" integer,
	"district_name" text,
	"notes" text,
	"version" integer DEFAULT 0 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	CONSTRAINT "orders_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "orders_status_check" CHECK ("orders"."status" IN ('pending', 'noted', 'processing', 'done', 'in_delivery', 'waiting_get', 'in_consumption', 'finalized', 'canceled')),
	CONSTRAINT "orders_type_check" CHECK ("orders"."order_type" IN ('delivery', 'retirada', 'local')),
	CONSTRAINT "orders_local_sub_type_check" CHECK ("orders"."local_sub_type" IS NULL OR "orders"."local_sub_type" IN ('mesa', 'balcao')),
	CONSTRAINT "orders_payment_type_check" CHECK ("orders"."payment_type" IS NULL OR "orders"."payment_type" IN ('card', 'money', 'pix', 'mercado_pago')),
	CONSTRAINT "orders_payment_status_check" CHECK ("orders"."payment_status" IN ('paid', 'unpaid')),
	CONSTRAINT "orders_amounts_check" CHECK ("orders"."subtotal" >= 0 AND "orders"."delivery_fee" >= 0 AND "orders"."service_charge" >= 0 AND "orders"."card_fee" >= 0 AND "orders"."discount" >= 0 AND "orders"."discount_requested" >= 0 AND "orders"."total" >= 0 AND "orders"."service_charge_rate" BETWEEN 0 AND 10000)
);
--> statement-breakpoint
ALTER TABLE "dining_tables" ADD CONSTRAINT "dining_tables_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_counters" ADD CONSTRAINT "order_counters_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_added_by_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_payments" ADD CONSTRAINT "order_payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_payments" ADD CONSTRAINT "order_payments_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_payments" ADD CONSTRAINT "order_payments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_status_history" ADD CONSTRAINT "order_status_history_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_status_history" ADD CONSTRAINT "order_status_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_table_id_dining_tables_id_fk" FOREIGN KEY ("table_id") REFERENCES "public"."dining_tables"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "dining_tables_business_name_unique" ON "dining_tables" USING btree ("business_id",lower("name"));--> statement-breakpoint
CREATE INDEX "order_lines_order_idx" ON "order_lines" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "order_payments_order_idx" ON "order_payments" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_status_history_order_idx" ON "order_status_history" USING btree ("order_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_business_number_unique" ON "orders" USING btree ("business_id","number_series","number");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_open_table_unique" ON "orders" USING btree ("table_id") WHERE "orders"."table_id" IS NOT NULL AND "orders"."status" NOT IN ('finalized', 'canceled');--> statement-breakpoint
CREATE INDEX "orders_business_created_idx" ON "orders" USING btree ("business_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_business_open_idx" ON "orders" USING btree ("business_id","status") WHERE "orders"."status" NOT IN ('finalized', 'canceled');