-- WhatsApp sign-in (issue 19, docs/decisions/0036): an employee may have no e-mail and sign in with their WhatsApp
-- number. A number signs in to one account only: a WhatsApp-only person's, or the one that confirmed it by a code.
-- Where two accounts had confirmed the same number before, the latest confirmation keeps it; the others go back to
-- unconfirmed (their number stays on the profile).
ALTER TABLE "users" ALTER COLUMN "email" DROP NOT NULL;--> statement-breakpoint
UPDATE "users" SET "whatsapp_verified_at" = NULL
WHERE "whatsapp_verified_at" IS NOT NULL AND EXISTS (
  SELECT 1 FROM "users" AS "other"
  WHERE "other"."whatsapp" = "users"."whatsapp" AND "other"."whatsapp_verified_at" IS NOT NULL
    AND ("other"."whatsapp_verified_at", "other"."id") > ("users"."whatsapp_verified_at", "users"."id")
);--> statement-breakpoint
CREATE UNIQUE INDEX "users_whatsapp_sign_in_unique" ON "users" USING btree ("whatsapp") WHERE "users"."whatsapp" is not null and ("users"."email" is null or "users"."whatsapp_verified_at" is not null);