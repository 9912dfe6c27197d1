ALTER TABLE "whatsapp_connections" ADD COLUMN "cloud_secret" text;--> statement-breakpoint
ALTER TABLE "whatsapp_messages" ADD COLUMN "template" jsonb;