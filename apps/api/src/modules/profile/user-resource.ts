import type { User } from '@comanda/domain/auth/user-schema';
import { toLang } from '@comanda/domain/validation/lang';
import type { Db } from '../../db/client';
import { uploadUrl } from '../../lib/images';
import { firstNameOf, initialsOf } from '../../lib/person-name';
import type { AuthState, UserRow } from '../../plugins/auth';
import { listGrants, listMemberships, type GrantView, type MembershipView } from './profile.repository';

// The user as the API returns it (GET /me and every answer carrying `{ data: User }`).

/** Same name as roles.name and plugins/tenancy.ts. */
const OWNER_ROLE = 'owner';

export function toUserResource(user: UserRow, memberships: MembershipView[], grants: GrantView[]): User {
  const current = memberships.find((m) => m.businessId === user.currentBusinessId);
  const isOwner = current?.roleName === OWNER_ROLE;
  return {
    id: user.id,
    first_name: firstNameOf(user.name),
    full_name: user.name,
    initials: initialsOf(user.name),
    avatar: uploadUrl(user.avatarPath),
    email: user.email,
    email_verified: user.emailVerifiedAt !== null,
    must_change_password: user.mustChangePassword,
    whatsapp: user.whatsapp,
    is_admin: user.isAdmin,
    is_owner: isOwner,
    roles: current ? [{ id: current.roleId, name: current.roleName }] : [],
    permissions: grants.map((g) => ({ name: g.permission, granted: g.granted, business_id: g.businessId })),
    lang: toLang(user.lang),
    scope: [...(user.isAdmin ? ['admin'] : []), isOwner ? 'owner' : 'staff'],
    current_business_id: user.currentBusinessId,
    businesses: memberships.map((m) => ({ business_id: m.businessId, business_name: m.businessName, role: m.roleName })),
    created_at: user.createdAt.toISOString(),
  };
}

/** The caller as read with their session (one query, plugins/who-is-asking.ts). */
export function userResourceOf(auth: Pick<AuthState, 'user' | 'memberships' | 'grants'>): User {
  return toUserResource(auth.user, auth.memberships, auth.grants);
}

/** Loads what the resource needs (memberships, grants) and serialises the user (after a change to them). */
export async function loadUserResource(db: Db, user: UserRow): Promise<User> {
  const [memberships, grants] = await Promise.all([listMemberships(db, user.id), listGrants(db, user.id)]);
  return toUserResource(user, memberships, grants);
}
