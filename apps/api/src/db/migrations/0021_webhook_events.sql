CREATE TABLE "webhook_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"event_id" text,
	"event_type" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"signature_ok" boolean NOT NULL,
	"headers" jsonb NOT NULL,
	"raw_body" text NOT NULL,
	"status" text NOT NULL,
	"processed_at" timestamp with time zone,
	"result" jsonb,
	"error" text
);
--> statement-breakpoint
CREATE UNIQUE INDEX "webhook_events_provider_event_unique" ON "webhook_events" USING btree ("provider","event_id") WHERE signature_ok;--> statement-breakpoint
CREATE INDEX "webhook_events_received_idx" ON "webhook_events" USING btree ("received_at");