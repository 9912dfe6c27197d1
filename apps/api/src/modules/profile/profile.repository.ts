import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { businesses, memberships, permissionGrants, roles, users } from '../../db/schema/index';
import { isUniqueViolation } from '../../lib/db-errors';
import type { PermissionName } from '@comanda/domain/permissions/permission-rules';
import type { UserRow } from '../../plugins/auth';

export type UserPatch = Partial<Omit<typeof users.$inferInsert, 'id' | 'createdAt'>>;

export interface MembershipView {
  businessId: number;
  businessName: string;
  roleId: number;
  roleName: string;
}

export interface GrantView {
  permission: PermissionName;
  granted: boolean;
  businessId: number;
}

/** The user's active memberships, with business and role names, oldest first. */
export async function listMemberships(db: Db, userId: number): Promise<MembershipView[]> {
  return db
    .select({ businessId: businesses.id, businessName: businesses.name, roleId: roles.id, roleName: roles.name })
    .from(memberships)
    .innerJoin(businesses, eq(businesses.id, memberships.businessId))
    .innerJoin(roles, eq(roles.id, memberships.roleId))
    .where(and(eq(memberships.userId, userId), eq(memberships.isActive, true)))
    .orderBy(asc(memberships.id));
}

/** Every permission row of the user, in every business. */
export async function listGrants(db: Db, userId: number): Promise<GrantView[]> {
  return db
    .select({ permission: permissionGrants.permission, granted: permissionGrants.granted, businessId: permissionGrants.businessId })
    .from(permissionGrants)
    .where(eq(permissionGrants.userId, userId))
    .orderBy(asc(permissionGrants.businessId), asc(permissionGrants.permission));
}

export async function isActiveMember(db: Db, userId: number, businessId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: memberships.id })
    .from(memberships)
    .where(and(eq(memberships.userId, userId), eq(memberships.businessId, businessId), eq(memberships.isActive, true)))
    .limit(1);
  return row !== undefined;
}

export async function businessExists(db: Db, businessId: number): Promise<boolean> {
  const [row] = await db.select({ id: businesses.id }).from(businesses).where(eq(businesses.id, businessId)).limit(1);
  return row !== undefined;
}

export async function findUserIdByEmail(db: Db, email: string): Promise<number | null> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  return row?.id ?? null;
}

export async function findUser(db: Db, id: number): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

/** The updated user; null when it no longer exists or a unique column (e-mail) is taken. */
export async function updateProfile(db: Db, id: number, patch: UserPatch): Promise<UserRow | null> {
  try {
    const [row] = await db
      .update(users)
      .set({ ...patch, updatedAt: new Date() })
      .where(eq(users.id, id))
      .returning();
    return row ?? null;
  } catch (err) {
    if (isUniqueViolation(err)) return null;
    throw err;
  }
}

/** Deletes the account; sessions, tokens, memberships and grants go with it (ON DELETE CASCADE). */
export async function deleteUser(db: Db, id: number): Promise<void> {
  await db.delete(users).where(eq(users.id, id));
}
