import type { FastifyRequest } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { hasPermission, type PermissionName, type RoleName } from '@comanda/domain/permissions/permission-rules';
import type { Db } from '../db/client';
import { businesses, memberships, roles } from '../db/schema/index';
import { AppError } from '../lib/app-error';
import { msg } from '../lib/messages';
import { currentAuth, currentUser, type AuthState, type UserRow } from './auth';
import type { BusinessRow, CurrentBusinessRow, MembershipRow } from './who-is-asking';

/*
 * Tenancy: the ONE place that decides whether the caller may act on a business (DESIGN.md "Tenancy",
 * spec §6). A route declares what it needs and the route-access plugin calls requireBusiness before
 * the handler, which then scopes every query by `business.id`:
 *
 *   // schema.response: { 201: …, ...errorResponses(400, 401, 403, 404, 422) }
 *   r.post('/menu/categories', { config: { access: businessAccess('manage_menu') }, schema }, async (request, reply) => {
 *     const { business } = accessOf(request);
 *     const category = await createCategory(app.db, business.id, request.body);
 *     return reply.status(201).send({ data: toCategoryResource(category) });
 *   });
 *
 * Without `businessId` the user's current business (users.current_business_id) is used; routes under
 * /businesses/{id}/… pass the path id. Rules, in this order:
 *  1. no business chosen → 403 no_business;
 *  2. platform admin (users.is_admin) → any business, every permission, even a blocked one;
 *  3. not a member, or an inactive member → 404, exactly as if the business did not exist;
 *  4. business cannot be accessed (see canAccessBusiness) → 403 { code: 'business_blocked' };
 *  5. the permission, by the domain's hasPermission (owners and admins: all; others: a granted
 *     permission_grants row for this business) → 403 forbidden otherwise.
 */

export type { BusinessRow, MembershipRow } from './who-is-asking';

export interface BusinessAccess {
  business: BusinessRow;
  /** null for a platform admin who is not a member. */
  membership: MembershipRow | null;
  /** Role name of the membership ('owner', 'waiter', 'user'), null without one. */
  role: RoleName | null;
  isOwner: boolean;
  isAdmin: boolean;
  /** Whether the caller holds a permission in this business (by the grants read with the session). */
  can(permission: PermissionName): Promise<boolean>;
}

export interface RequireBusinessOptions {
  /** The business addressed by the path; omitted = the caller's current business. */
  businessId?: number | undefined;
  /** A permission the caller needs (spec §6: manage_menu, manage_settings…). */
  permission?: PermissionName | undefined;
  /** A billing route: still open while the subscription is suspended, so that the owner can pay. */
  billing?: boolean | undefined;
}

/**
 * Whether a business may be used at all (wire field can_access). A platform admin's block closes it,
 * and so does a subscription suspended for an unpaid invoice (billing routes excepted, see
 * requireBusiness): an expired trial or plan limits features (feature_codes), never access to the data.
 */
export function canAccessBusiness(business: Pick<BusinessRow, 'isBlocked' | 'billingSuspended'>): boolean {
  return !business.isBlocked && !business.billingSuspended;
}

/** Authorises the caller on a business (route-access calls it). Throws AppError (401/403/404) otherwise. */
export async function requireBusiness(request: FastifyRequest, options: RequireBusinessOptions = {}): Promise<BusinessAccess> {
  const auth = currentAuth(request);
  const { user } = auth;
  const lang = request.lang;
  const businessId = options.businessId ?? user.currentBusinessId;
  // A platform admin has no business of their own to set up: they choose one to enter.
  if (businessId == null) throw new AppError('forbidden', msg(lang, user.isAdmin ? 'no_business_admin' : 'no_business'));

  // The current business came with the session (who-is-asking.ts); another one costs a query.
  const row = businessId === user.currentBusinessId ? withBusiness(auth.current) : await businessOfUser(request.server.db, user.id, businessId);
  const notFound = () => new AppError('not_found', msg(lang, 'not_found'));
  if (!row) throw notFound();
  const access = accessOf(auth, row.business, row.membership, row.role);
  if (!user.isAdmin) {
    if (!isActiveMembership(row.membership)) throw notFound();
    if (row.business.isBlocked) throw new AppError('business_blocked', msg(lang, 'business_blocked'));
    if (row.business.billingSuspended && !options.billing) throw new AppError('business_blocked', msg(lang, 'business_suspended'));
  }
  if (options.permission && !(await access.can(options.permission))) {
    throw new AppError('forbidden', msg(lang, 'forbidden'));
  }
  return access;
}

interface BusinessOfUser {
  business: BusinessRow;
  membership: MembershipRow | null;
  role: RoleName | null;
}

function withBusiness(row: CurrentBusinessRow): BusinessOfUser | null {
  return row.business ? { business: row.business, membership: row.membership, role: row.role } : null;
}

/** A business with the user's membership in it (null when none), or null when the business does not exist. */
async function businessOfUser(db: Db, userId: number, businessId: number): Promise<BusinessOfUser | null> {
  const [row] = await db
    .select({ business: businesses, membership: memberships, role: roles.name })
    .from(businesses)
    .leftJoin(memberships, and(eq(memberships.businessId, businesses.id), eq(memberships.userId, userId)))
    .leftJoin(roles, eq(roles.id, memberships.roleId))
    .where(eq(businesses.id, businessId))
    .limit(1);
  return row ?? null;
}

function isActiveMembership(membership: MembershipRow | null): boolean {
  return membership?.isActive === true;
}

/**
 * The business the caller is acting in (users.current_business_id), as GET /businesses/current shows
 * it: a platform admin's is any business they entered; anyone else's only one they are an active
 * member of (a stale id of a business they left reads as none). A blocked business is returned, with
 * can_access false, so that its screens can say so and keep the billing pages open.
 */
export function currentBusinessOf(auth: AuthState): BusinessRow | null {
  const { business, membership } = auth.current;
  return business && (auth.user.isAdmin || isActiveMembership(membership)) ? business : null;
}

function accessOf(auth: AuthState, business: BusinessRow, membership: MembershipRow | null, role: RoleName | null): BusinessAccess {
  const { user } = auth;
  const isOwner = membership?.isActive === true && role === 'owner';
  return {
    business,
    membership,
    role,
    isOwner,
    isAdmin: user.isAdmin,
    can: async (permission) => {
      const subject = { is_admin: user.isAdmin, is_owner: isOwner };
      if (hasPermission(subject, permission, business.id)) return true;
      const entries = auth.grants
        .filter((grant) => grant.businessId === business.id)
        .map((grant) => ({ name: grant.permission, granted: grant.granted, business_id: grant.businessId }));
      return hasPermission({ ...subject, permissions: entries }, permission, business.id);
    },
  };
}

/** Throws 401 without a session, 403 unless the caller is a platform admin (users.is_admin). */
export function requirePlatformAdmin(request: FastifyRequest): UserRow {
  const user = currentUser(request);
  if (!user.isAdmin) throw new AppError('forbidden', msg(request.lang, 'forbidden'));
  return user;
}
