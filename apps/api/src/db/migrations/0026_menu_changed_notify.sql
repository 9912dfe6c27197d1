-- The public menu is answered from each process's memory (modules/storefront/menu-cache.ts): every
-- change to what it shows (the business's card, hours and terms; categories, products, schedules,
-- promotions, option groups; delivery bairros) tells the processes which business changed, on commit.
-- PostgreSQL folds identical notices of one transaction: a bulk edit is one notice per business.
CREATE FUNCTION "comanda_menu_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'businesses' THEN
    PERFORM pg_notify('comanda_menu', COALESCE(NEW.id, OLD.id)::text);
  ELSE
    PERFORM pg_notify('comanda_menu', COALESCE(NEW.business_id, OLD.business_id)::text);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "businesses_menu_changed" AFTER INSERT OR UPDATE OR DELETE ON "businesses" FOR EACH ROW EXECUTE FUNCTION "comanda_menu_changed"();--> statement-breakpoint
CREATE TRIGGER "menu_categories_menu_changed" AFTER INSERT OR UPDATE OR DELETE ON "menu_categories" FOR EACH ROW EXECUTE FUNCTION "comanda_menu_changed"();--> statement-breakpoint
CREATE TRIGGER "products_menu_changed" AFTER INSERT OR UPDATE OR DELETE ON "products" FOR EACH ROW EXECUTE FUNCTION "comanda_menu_changed"();--> statement-breakpoint
CREATE TRIGGER "product_schedules_menu_changed" AFTER INSERT OR UPDATE OR DELETE ON "product_schedules" FOR EACH ROW EXECUTE FUNCTION "comanda_menu_changed"();--> statement-breakpoint
CREATE TRIGGER "product_promotions_menu_changed" AFTER INSERT OR UPDATE OR DELETE ON "product_promotions" FOR EACH ROW EXECUTE FUNCTION "comanda_menu_changed"();--> statement-breakpoint
CREATE TRIGGER "product_variations_menu_changed" AFTER INSERT OR UPDATE OR DELETE ON "product_variations" FOR EACH ROW EXECUTE FUNCTION "comanda_menu_changed"();--> statement-breakpoint
CREATE TRIGGER "variation_items_menu_changed" AFTER INSERT OR UPDATE OR DELETE ON "variation_items" FOR EACH ROW EXECUTE FUNCTION "comanda_menu_changed"();--> statement-breakpoint
CREATE TRIGGER "district_deliveries_menu_changed" AFTER INSERT OR UPDATE OR DELETE ON "district_deliveries" FOR EACH ROW EXECUTE FUNCTION "comanda_menu_changed"();
