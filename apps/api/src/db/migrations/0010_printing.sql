-- Printing (issue 17, docs/decisions/0030): a business's printers, the print jobs made for them (claimed by the
-- client that serves each printer and acknowledged once), the print agents' device tokens, and the QZ Tray key pair.
CREATE TABLE "print_devices" (
	"id" serial PRIMARY KEY NOT NULL,
	"business_id" integer NOT NULL,
	"name" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_by" integer,
	"last_seen_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "print_jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"business_id" integer NOT NULL,
	"printer_id" integer,
	"order_id" integer,
	"kind" text NOT NULL,
	"reprint" boolean DEFAULT false NOT NULL,
	"line_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"content" jsonb NOT NULL,
	"copies" integer DEFAULT 1 NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"error" text,
	"request_key" text NOT NULL,
	"requested_by" integer,
	"lease_until" timestamp with time zone,
	"claimed_by" text,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"printed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "print_jobs_status_check" CHECK ("print_jobs"."status" IN ('pending', 'sent', 'printed', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "printers" (
	"id" serial PRIMARY KEY NOT NULL,
	"business_id" integer NOT NULL,
	"name" text NOT NULL,
	"connection" text NOT NULL,
	"qz_printer" text,
	"host" text,
	"port" integer DEFAULT 9100 NOT NULL,
	"paper_mm" integer DEFAULT 80 NOT NULL,
	"prints_kitchen" boolean DEFAULT true NOT NULL,
	"prints_receipt" boolean DEFAULT false NOT NULL,
	"category_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"copies" integer DEFAULT 1 NOT NULL,
	"auto_print" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "printers_connection_check" CHECK ("printers"."connection" IN ('qz', 'network')),
	CONSTRAINT "printers_paper_check" CHECK ("printers"."paper_mm" IN (58, 80))
);
--> statement-breakpoint
CREATE TABLE "qz_keys" (
	"business_id" integer PRIMARY KEY NOT NULL,
	"private_key_pem" text NOT NULL,
	"certificate_pem" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "print_devices" ADD CONSTRAINT "print_devices_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_devices" ADD CONSTRAINT "print_devices_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_jobs" ADD CONSTRAINT "print_jobs_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_jobs" ADD CONSTRAINT "print_jobs_printer_id_printers_id_fk" FOREIGN KEY ("printer_id") REFERENCES "public"."printers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_jobs" ADD CONSTRAINT "print_jobs_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_jobs" ADD CONSTRAINT "print_jobs_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "printers" ADD CONSTRAINT "printers_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qz_keys" ADD CONSTRAINT "qz_keys_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "print_devices_token_hash_idx" ON "print_devices" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "print_devices_business_idx" ON "print_devices" USING btree ("business_id");--> statement-breakpoint
CREATE UNIQUE INDEX "print_jobs_business_request_idx" ON "print_jobs" USING btree ("business_id","request_key");--> statement-breakpoint
CREATE INDEX "print_jobs_queue_idx" ON "print_jobs" USING btree ("business_id","status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "print_jobs_order_idx" ON "print_jobs" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "printers_business_idx" ON "printers" USING btree ("business_id");