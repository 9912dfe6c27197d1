ALTER TABLE "customers" ADD COLUMN "unsubscribe_token" text;--> statement-breakpoint
CREATE UNIQUE INDEX "customers_unsubscribe_token_unique" ON "customers" USING btree ("unsubscribe_token");