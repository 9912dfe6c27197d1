import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { memberships, permissionGrants, users } from '../../db/schema/index';
import { findRoleId } from '../roles/roles.api';
import type { PermissionName, RoleName, RolePreset } from '@comanda/domain/permissions/permission-rules';

/** Adds the user to the business with a role (roles are reference data: ensureReferenceData). */
export async function addMember(
  db: Db | Tx,
  {
    businessId,
    userId,
    role,
    isActive = true,
    preset = null,
  }: { businessId: number; userId: number; role: RoleName; isActive?: boolean; preset?: RolePreset | null },
): Promise<void> {
  const roleId = await findRoleId(db, role);
  if (roleId === null) throw new Error(`role ${role} is missing: ensureReferenceData was not run`);
  await db
    .insert(memberships)
    .values({ businessId, userId, roleId, isActive, preset })
    .onConflictDoUpdate({ target: [memberships.businessId, memberships.userId], set: { roleId, isActive, preset } });
}

/** Grants named permissions to a member of a business (employee management comes in a later issue). */
export async function grantPermissions(db: Db | Tx, businessId: number, userId: number, names: readonly PermissionName[]): Promise<void> {
  if (names.length === 0) return;
  await db
    .insert(permissionGrants)
    .values(names.map((permission) => ({ businessId, userId, permission, granted: true })))
    .onConflictDoUpdate({
      target: [permissionGrants.businessId, permissionGrants.userId, permissionGrants.permission],
      set: { granted: sql`excluded.granted` },
    });
}

/** The business the user acts in (users.current_business_id); null: none (a platform admin who left one). */
export async function setCurrentBusiness(db: Db | Tx, userId: number, businessId: number | null): Promise<void> {
  await db.update(users).set({ currentBusinessId: businessId, updatedAt: new Date() }).where(eq(users.id, userId));
}
