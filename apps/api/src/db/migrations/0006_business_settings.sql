ALTER TABLE "businesses" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "document" text;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "slug" text;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "profile_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "payment_methods" jsonb DEFAULT '{"delivery":["card","money","pix"],"retirada":["card","money","pix"],"local":["card","money","pix"]}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "pix_key" text;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "pix_key_type" text;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "card_fee_type" text;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "card_fee_value" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "card_fee_passed_to_customer" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "payment_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "waiter_service_charge" integer;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "min_order_value" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "auto_accept_orders" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "sound_alert" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "order_number_reset" text DEFAULT 'daily' NOT NULL;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "preparation_minutes" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "general_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "businesses_slug_unique" ON "businesses" USING btree ("slug");--> statement-breakpoint
ALTER TABLE "businesses" ADD CONSTRAINT "businesses_card_fee_check" CHECK ("card_fee_type" IN ('percentage', 'fixed') AND "card_fee_value" >= 0 OR "card_fee_type" IS NULL);--> statement-breakpoint
ALTER TABLE "businesses" ADD CONSTRAINT "businesses_pix_key_type_check" CHECK ("pix_key_type" IN ('cpf', 'cnpj', 'email', 'phone', 'random'));--> statement-breakpoint
ALTER TABLE "businesses" ADD CONSTRAINT "businesses_order_number_reset_check" CHECK ("order_number_reset" IN ('daily', 'never'));--> statement-breakpoint
ALTER TABLE "businesses" ADD CONSTRAINT "businesses_general_settings_check" CHECK ("min_order_value" >= 0 AND "preparation_minutes" BETWEEN 0 AND 1440 AND ("waiter_service_charge" IS NULL OR "waiter_service_charge" BETWEEN 0 AND 10000));
