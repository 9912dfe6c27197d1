-- pg_trgm serves LIKE %…% on products.search_name (issue 20). Trusted since PostgreSQL 13: the database owner may create it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
DROP INDEX "products_category_ranking_idx";--> statement-breakpoint
ALTER TABLE "menu_categories" ADD COLUMN "search_name" text GENERATED ALWAYS AS (lower(translate("name", 'áàâãäåéèêëíìîïóòôõöúùûüçñÁÀÂÃÄÅÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇÑ', 'aaaaaaeeeeiiiiooooouuuucnaaaaaaeeeeiiiiooooouuuucn'))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_name" text GENERATED ALWAYS AS (lower(translate("name", 'áàâãäåéèêëíìîïóòôõöúùûüçñÁÀÂÃÄÅÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇÑ', 'aaaaaaeeeeiiiiooooouuuucnaaaaaaeeeeiiiiooooouuuucn'))) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "product_schedules_business_day_idx" ON "product_schedules" USING btree ("business_id","day_of_week");--> statement-breakpoint
CREATE INDEX "products_search_name_trgm_idx" ON "products" USING gin ("search_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_category_ranking_idx" ON "products" USING btree ("business_id","category_id","ranking","id");