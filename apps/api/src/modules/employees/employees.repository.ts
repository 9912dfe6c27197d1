import { and, asc, eq, sql } from 'drizzle-orm';
import type { EmployeeResource } from '@comanda/domain/employees/employee-resource';
import type { PermissionName, RoleName, RolePreset } from '@comanda/domain/permissions/permission-rules';
import type { Queryable } from '../../db/client';
import { memberships, permissionGrants, roles, sessions, users } from '../../db/schema/index';
import { signsInWithWhatsapp } from '../users/users.api';

/*
 * The team of a business (issue 19): memberships with their person, role, preset and grants. An
 * employee's id is the membership's id, so the same person in two businesses is two employees.
 */

export interface EmployeeRow {
  id: number;
  userId: number;
  businessId: number;
  name: string;
  email: string | null;
  whatsapp: string | null;
  whatsappVerifiedAt: Date | null;
  role: RoleName;
  preset: RolePreset | null;
  isActive: boolean;
  hasPassword: boolean;
  mustChangePassword: boolean;
  /** Active or not, in any business: a person who works elsewhere too edits their own name. */
  membershipsCount: number;
  permissions: PermissionName[];
  lastActivityAt: Date | null;
  createdAt: Date;
}

function employeesQuery(q: Queryable, businessId: number) {
  return q
    .select({
      id: memberships.id,
      userId: memberships.userId,
      businessId: memberships.businessId,
      name: users.name,
      email: users.email,
      whatsapp: users.whatsapp,
      whatsappVerifiedAt: users.whatsappVerifiedAt,
      role: sql<RoleName>`${roles.name}`,
      preset: memberships.preset,
      isActive: memberships.isActive,
      hasPassword: sql<boolean>`${users.passwordHash} is not null`,
      mustChangePassword: users.mustChangePassword,
      membershipsCount: sql<number>`(select count(*)::int from ${memberships} m2 where m2.user_id = ${users.id})`,
      permissions: sql<PermissionName[]>`(
        select coalesce(json_agg(g.permission order by g.permission), '[]'::json) from ${permissionGrants} g
        where g.business_id = ${memberships.businessId} and g.user_id = ${memberships.userId} and g.granted)`,
      // The last sign-in: a session is opened at each one (sessions are not per business).
      lastActivityAt: sql<Date | null>`(select max(coalesce(s.last_used_at, s.created_at)) from ${sessions} s where s.user_id = ${users.id})`.mapWith(
        (value: string | Date | null) => (value === null ? null : new Date(value)),
      ),
      createdAt: memberships.createdAt,
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .innerJoin(roles, eq(roles.id, memberships.roleId))
    .where(eq(memberships.businessId, businessId))
    .$dynamic();
}

/** The business's team: owners first, then by name. */
export async function listEmployees(q: Queryable, businessId: number): Promise<EmployeeRow[]> {
  return employeesQuery(q, businessId).orderBy(sql`${roles.name} = 'owner' desc`, asc(users.name), asc(memberships.id));
}

/** One employee of the business, or null (another business's id reads as none). */
export async function findEmployee(q: Queryable, businessId: number, id: number): Promise<EmployeeRow | null> {
  const [row] = await employeesQuery(q, businessId).where(and(eq(memberships.businessId, businessId), eq(memberships.id, id))).limit(1);
  return row ?? null;
}

/** Locks the membership row for a change; null when it is not this business's. */
export async function lockMembership(q: Queryable, businessId: number, id: number): Promise<{ id: number; userId: number } | null> {
  const [row] = await q
    .select({ id: memberships.id, userId: memberships.userId })
    .from(memberships)
    .where(and(eq(memberships.businessId, businessId), eq(memberships.id, id)))
    .for('update')
    .limit(1);
  return row ?? null;
}

/** Replaces the member's grants in the business with exactly `names`. */
export async function replaceGrants(q: Queryable, businessId: number, userId: number, names: readonly PermissionName[]): Promise<void> {
  await q.delete(permissionGrants).where(and(eq(permissionGrants.businessId, businessId), eq(permissionGrants.userId, userId)));
  if (names.length === 0) return;
  await q.insert(permissionGrants).values([...new Set(names)].map((permission) => ({ businessId, userId, permission, granted: true })));
}

/**
 * A user's new current business when they leave or lose `businessId`: another business where they
 * are active (the oldest membership), or none.
 */
export async function moveOffBusiness(q: Queryable, userId: number, businessId: number): Promise<void> {
  await q
    .update(users)
    .set({
      currentBusinessId: sql`(select m.business_id from ${memberships} m where m.user_id = ${userId} and m.is_active and m.business_id <> ${businessId} order by m.id limit 1)`,
      updatedAt: new Date(),
    })
    .where(and(eq(users.id, userId), eq(users.currentBusinessId, businessId)));
}

/** Whether the user's current business is this one (their sessions act in it). */
export async function actsIn(q: Queryable, userId: number, businessId: number): Promise<boolean> {
  const [row] = await q.select({ id: users.id }).from(users).where(and(eq(users.id, userId), eq(users.currentBusinessId, businessId))).limit(1);
  return row !== undefined;
}

/** Ends every open session of the user (the sign-in screen follows at their next request). */
export async function revokeSessionsOf(q: Queryable, userId: number, now: Date): Promise<void> {
  await q
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), sql`${sessions.revokedAt} is null`));
}

/** Inserts the person, or finds the one who already has the e-mail (a double click, or someone with an account). */
/**
 * A new account for the employee, or the one that already signs in with this e-mail (or, registered
 * without an e-mail, with this WhatsApp: decision 0036). The unique indexes decide a double click.
 */
export async function insertOrFindUser(
  q: Queryable,
  values: { name: string; email: string | null; whatsapp: string | null; passwordHash: string | null; mustChangePassword: boolean; lang: string },
): Promise<{ id: number; created: boolean }> {
  const [created] = await q.insert(users).values(values).onConflictDoNothing().returning({ id: users.id });
  if (created) return { id: created.id, created: true };
  const named = values.email !== null ? eq(users.email, values.email) : signsInWithWhatsapp(values.whatsapp ?? '');
  const [existing] = await q.select({ id: users.id }).from(users).where(named).limit(1);
  if (!existing) throw new Error('user neither inserted nor found');
  return { id: existing.id, created: false };
}

export async function deleteMembership(q: Queryable, businessId: number, userId: number): Promise<void> {
  await q.delete(permissionGrants).where(and(eq(permissionGrants.businessId, businessId), eq(permissionGrants.userId, userId)));
  await q.delete(memberships).where(and(eq(memberships.businessId, businessId), eq(memberships.userId, userId)));
}

export function toEmployeeResource(row: EmployeeRow): EmployeeResource {
  const isOwner = row.role === 'owner';
  return {
    id: row.id,
    user_id: row.userId,
    name: row.name,
    email: row.email,
    whatsapp: row.whatsapp,
    whatsapp_verified: row.whatsapp !== null && row.whatsappVerifiedAt !== null,
    role: row.role,
    preset: row.preset,
    is_owner: isOwner,
    is_active: row.isActive,
    permissions: isOwner ? [] : row.permissions,
    invitation_pending: !row.hasPassword,
    must_change_password: row.mustChangePassword,
    editable_identity: !isOwner && row.membershipsCount === 1,
    last_activity_at: row.lastActivityAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}
