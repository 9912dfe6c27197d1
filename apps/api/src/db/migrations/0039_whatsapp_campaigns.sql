CREATE TABLE "whatsapp_campaigns" (
	"id" serial PRIMARY KEY NOT NULL,
	"business_id" integer NOT NULL,
	"name" text NOT NULL,
	"segment" text NOT NULL,
	"text" text NOT NULL,
	"coupon_code" text,
	"status" text DEFAULT 'running' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "whatsapp_lanes" (
	"business_id" integer PRIMARY KEY NOT NULL,
	"settings" jsonb,
	"last_sent_at" timestamp with time zone,
	"sent_in_batch" integer DEFAULT 0 NOT NULL,
	"sent_today" integer DEFAULT 0 NOT NULL,
	"step" integer DEFAULT 0 NOT NULL,
	"next_run_at" timestamp with time zone,
	"sending_message_id" integer,
	"sending_until" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "whatsapp_messages" ADD COLUMN "campaign_id" integer;--> statement-breakpoint
ALTER TABLE "whatsapp_messages" ADD COLUMN "send_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "whatsapp_campaigns" ADD CONSTRAINT "whatsapp_campaigns_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_campaigns" ADD CONSTRAINT "whatsapp_campaigns_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_lanes" ADD CONSTRAINT "whatsapp_lanes_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "whatsapp_campaigns_business_idx" ON "whatsapp_campaigns" USING btree ("business_id","created_at");--> statement-breakpoint
ALTER TABLE "whatsapp_messages" ADD CONSTRAINT "whatsapp_messages_campaign_id_whatsapp_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."whatsapp_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "whatsapp_messages_campaign_idx" ON "whatsapp_messages" USING btree ("campaign_id","status","id");