-- Employees (issue 19, docs/decisions/0034): the role preset of a membership, a first password that must be changed
-- at the first sign-in, and when a WhatsApp number was confirmed by a code.
ALTER TABLE "users" ADD COLUMN "whatsapp_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "must_change_password" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "preset" text;