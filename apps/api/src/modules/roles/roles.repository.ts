import { asc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { roles } from '../../db/schema/index';
import { ROLES, type RoleName } from '@comanda/domain/permissions/permission-rules';

/** Reference data: inserts the roles a fresh database lacks; safe to call on every start. */
export async function ensureRoles(db: Db | Tx): Promise<void> {
  await db
    .insert(roles)
    .values(ROLES.map((name) => ({ name })))
    .onConflictDoNothing({ target: roles.name });
}

export async function listRoles(db: Db): Promise<{ id: number; name: string }[]> {
  return db.select({ id: roles.id, name: roles.name }).from(roles).orderBy(asc(roles.id));
}

export async function findRoleId(db: Db | Tx, name: RoleName): Promise<number | null> {
  const [row] = await db.select({ id: roles.id }).from(roles).where(eq(roles.name, name)).limit(1);
  return row?.id ?? null;
}
