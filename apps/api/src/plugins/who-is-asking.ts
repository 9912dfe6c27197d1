import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { IdentityCache } from './identity-cache';
import { businesses, memberships, permissionGrants, roles, sessions, users } from '../db/schema/index';
import type { RoleName } from '@comanda/domain/permissions/permission-rules';
import type { GrantView, MembershipView } from '../modules/profile/profile.repository';

/*
 * Who is asking, in one round trip (issue 20, docs/decisions/0022): the session, its user, the
 * user's current business with their membership and role in it, every active membership (GET /me
 * lists them) and every permission grant (tenancy's `can` and GET /me read them). A process keeps
 * the answer for a few seconds (identity-cache.ts) and forgets it when the database notifies a
 * change to any of these tables, so a logout, a revoked session, a changed permission or a
 * deactivated member counts from the next request with nothing to invalidate by hand.
 *
 * The statement is built once per database and reused (Drizzle's prepare): a request pays for no ORM
 * query building, only for binding the token hash and the clock.
 */

function build(db: Db) {
  return db
    .select({
      user: users,
      sessionId: sessions.id,
      sessionExpiresAt: sessions.expiresAt,
      business: businesses,
      membership: memberships,
      role: roles.name,
      // The outer query joins these tables for the current business: here they are aliased.
      memberships: sql<MembershipView[]>`(
        select coalesce(json_agg(json_build_object('businessId', b.id, 'businessName', b.name, 'roleId', r.id, 'roleName', r.name) order by m.id), '[]'::json)
        from ${memberships} m join ${businesses} b on b.id = m.business_id join ${roles} r on r.id = m.role_id
        where m.user_id = ${users.id} and m.is_active)`,
      grants: sql<GrantView[]>`(
        select coalesce(json_agg(json_build_object('permission', ${permissionGrants.permission}, 'granted', ${permissionGrants.granted}, 'businessId', ${permissionGrants.businessId})
          order by ${permissionGrants.businessId}, ${permissionGrants.permission}), '[]'::json)
        from ${permissionGrants} where ${permissionGrants.userId} = ${users.id})`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(businesses, eq(businesses.id, users.currentBusinessId))
    .leftJoin(memberships, and(eq(memberships.businessId, users.currentBusinessId), eq(memberships.userId, users.id)))
    .leftJoin(roles, eq(roles.id, memberships.roleId))
    .where(
      and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`${sql.placeholder('now')}::timestamptz`)),
    )
    .limit(1)
    .prepare('who_is_asking');
}

type Statement = ReturnType<typeof build>;
const statements = new WeakMap<Db, Statement>();

export type UserRow = typeof users.$inferSelect;
export type BusinessRow = typeof businesses.$inferSelect;
export type MembershipRow = typeof memberships.$inferSelect;

/** The current business as the caller sees it: null business when none is chosen or it is gone. */
export interface CurrentBusinessRow {
  business: BusinessRow | null;
  /** The caller's membership in it, active or not; null without one. */
  membership: MembershipRow | null;
  role: RoleName | null;
}

export interface Identity {
  user: UserRow;
  sessionId: number;
  current: CurrentBusinessRow;
  memberships: MembershipView[];
  grants: GrantView[];
}

/**
 * The identity behind a live session token's hash, or null (unknown, revoked or expired); from the
 * process's identity cache when one is given and holds it (identity-cache.ts).
 */
export async function whoIsAsking(db: Db, tokenHash: string, now: Date, cache?: IdentityCache | null): Promise<Identity | null> {
  const cached = cache?.get(tokenHash, now);
  if (cached) return cached;
  const epoch = cache?.epoch ?? 0;
  let statement = statements.get(db);
  if (!statement) statements.set(db, (statement = build(db)));
  const [row] = await statement.execute({ tokenHash, now: now.toISOString() });
  if (!row) return null;
  const identity: Identity = {
    user: row.user,
    sessionId: row.sessionId,
    current: { business: row.business, membership: row.membership, role: row.role },
    memberships: row.memberships,
    grants: row.grants,
  };
  cache?.set(tokenHash, identity, row.sessionExpiresAt, epoch, now);
  return identity;
}
