-- Who is asking may be answered from a process's memory (plugins/identity-cache.ts, decision 0022):
-- every statement that changes a table it is read from notifies the processes when it commits.
CREATE FUNCTION "comanda_identity_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('comanda_identity', '');
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "sessions_identity_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "sessions" FOR EACH STATEMENT EXECUTE FUNCTION "comanda_identity_changed"();--> statement-breakpoint
CREATE TRIGGER "users_identity_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "users" FOR EACH STATEMENT EXECUTE FUNCTION "comanda_identity_changed"();--> statement-breakpoint
CREATE TRIGGER "businesses_identity_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "businesses" FOR EACH STATEMENT EXECUTE FUNCTION "comanda_identity_changed"();--> statement-breakpoint
CREATE TRIGGER "memberships_identity_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "memberships" FOR EACH STATEMENT EXECUTE FUNCTION "comanda_identity_changed"();--> statement-breakpoint
CREATE TRIGGER "roles_identity_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "roles" FOR EACH STATEMENT EXECUTE FUNCTION "comanda_identity_changed"();--> statement-breakpoint
CREATE TRIGGER "permission_grants_identity_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "permission_grants" FOR EACH STATEMENT EXECUTE FUNCTION "comanda_identity_changed"();
