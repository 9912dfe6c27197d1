CREATE TABLE "whatsapp_connections" (
	"business_id" integer PRIMARY KEY NOT NULL,
	"provider" text DEFAULT 'evolution' NOT NULL,
	"instance" text NOT NULL,
	"webhook_secret_hash" text NOT NULL,
	"state" text DEFAULT 'close' NOT NULL,
	"phone" text,
	"qr_code" text,
	"pairing_code" text,
	"qr_updated_at" timestamp with time zone,
	"paused_reason" text,
	"paused_at" timestamp with time zone,
	"connected_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "whatsapp_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"business_id" integer NOT NULL,
	"customer_id" integer,
	"to" text NOT NULL,
	"text" text NOT NULL,
	"media" jsonb,
	"source" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"provider_message_id" text,
	"dedup_key" text,
	"error" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"read_at" timestamp with time zone,
	CONSTRAINT "whatsapp_messages_text_length" CHECK (length("whatsapp_messages"."text") <= 4096)
);
--> statement-breakpoint
CREATE TABLE "whatsapp_order_messages" (
	"business_id" integer NOT NULL,
	"kind" text NOT NULL,
	"enabled" boolean NOT NULL,
	"text" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "whatsapp_order_messages_business_id_kind_pk" PRIMARY KEY("business_id","kind")
);
--> statement-breakpoint
ALTER TABLE "whatsapp_connections" ADD CONSTRAINT "whatsapp_connections_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_connections" ADD CONSTRAINT "whatsapp_connections_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_messages" ADD CONSTRAINT "whatsapp_messages_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_messages" ADD CONSTRAINT "whatsapp_messages_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_messages" ADD CONSTRAINT "whatsapp_messages_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_order_messages" ADD CONSTRAINT "whatsapp_order_messages_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "whatsapp_connections_instance_unique" ON "whatsapp_connections" USING btree ("instance");--> statement-breakpoint
CREATE INDEX "whatsapp_messages_business_created_idx" ON "whatsapp_messages" USING btree ("business_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "whatsapp_messages_provider_id_unique" ON "whatsapp_messages" USING btree ("provider_message_id");--> statement-breakpoint
CREATE UNIQUE INDEX "whatsapp_messages_dedup_unique" ON "whatsapp_messages" USING btree ("business_id","dedup_key");