CREATE TABLE "unmatched_pix" (
	"id" serial PRIMARY KEY NOT NULL,
	"business_id" integer NOT NULL,
	"end_to_end_id" text NOT NULL,
	"txid" text,
	"amount" integer NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"found_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "unmatched_pix" ADD CONSTRAINT "unmatched_pix_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "unmatched_pix_e2e_unique" ON "unmatched_pix" USING btree ("business_id","end_to_end_id");