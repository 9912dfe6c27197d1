import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { businesses, memberships, permissionGrants, roles } from '../../db/schema/index';
import type { PermissionName } from '@comanda/domain/permissions/permission-rules';

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
