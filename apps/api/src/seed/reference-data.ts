import type { Db } from '../db/client';
import { ensurePlans } from '../modules/billing/billing.api';
import { ensureRoles } from '../modules/roles/roles.repository';

/**
 * Rows the app cannot run without (roles owner, waiter, user; the spec's plans), whatever SEED_DEMO says. Idempotent:
 * server.ts calls it on every start after migrating, the test helper on every fresh database. Kept out
 * of the migration so that adding a role never needs a data migration.
 */
export async function ensureReferenceData(db: Db): Promise<void> {
  await ensureRoles(db);
  await ensurePlans(db);
}
