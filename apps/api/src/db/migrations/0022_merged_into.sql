-- A merged table's emptied order remembers where its lines went (issue 31): the lists say "Juntado à Mesa X", not "Cancelado".
ALTER TABLE "orders" ADD COLUMN "merged_into_order_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "merged_into_table_name" text;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_merged_into_order_id_orders_id_fk" FOREIGN KEY ("merged_into_order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;