-- Who acted, for an audit entry written by a command (decision 0044): staff (actor_user_id), a customer, or the system and what moved it.
ALTER TABLE "audit_log" ADD COLUMN "actor_kind" text DEFAULT 'staff' NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "actor_source" text;