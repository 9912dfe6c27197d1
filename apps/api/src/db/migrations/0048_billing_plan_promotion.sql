ALTER TABLE "billing_plans" ADD COLUMN "offers_promotion" boolean DEFAULT false NOT NULL;--> statement-breakpoint
UPDATE "billing_plans" SET "offers_promotion" = true WHERE "code" = 'essential';