CREATE TABLE "payment_connections" (
	"business_id" integer NOT NULL,
	"provider" text NOT NULL,
	"secret" text NOT NULL,
	"shown" jsonb NOT NULL,
	"connected_by" integer,
	"connected_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_connections_business_id_provider_pk" PRIMARY KEY("business_id","provider")
);
--> statement-breakpoint
ALTER TABLE "payment_connections" ADD CONSTRAINT "payment_connections_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_connections" ADD CONSTRAINT "payment_connections_connected_by_users_id_fk" FOREIGN KEY ("connected_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;