-- The public menu's visitors, one row per visitor per day, with no personal data (issue 33).
CREATE TABLE "storefront_visits" (
	"business_id" integer NOT NULL,
	"day" date NOT NULL,
	"visitor" text NOT NULL,
	CONSTRAINT "storefront_visits_business_id_day_visitor_pk" PRIMARY KEY("business_id","day","visitor")
);
--> statement-breakpoint
ALTER TABLE "storefront_visits" ADD CONSTRAINT "storefront_visits_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;