CREATE TABLE "pix_charges" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"business_id" integer NOT NULL,
	"txid" text NOT NULL,
	"amount" integer NOT NULL,
	"br_code" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pix_charges_txid_unique" UNIQUE("txid")
);
--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "efi_connected" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "pix_charges" ADD CONSTRAINT "pix_charges_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pix_charges" ADD CONSTRAINT "pix_charges_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;