-- Scheduled orders of the public menu (issue 33, decision 0047): the general setting, and an order's slot and release.
ALTER TABLE "businesses" ADD COLUMN "scheduled_orders" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "scheduled_for" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "released_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "orders_held_scheduled_idx" ON "orders" USING btree ("scheduled_for") WHERE "orders"."scheduled_for" IS NOT NULL AND "orders"."released_at" IS NULL;