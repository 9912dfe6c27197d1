CREATE TABLE "storefront_visit_keys" (
	"day" date PRIMARY KEY NOT NULL,
	"secret" text NOT NULL
);
