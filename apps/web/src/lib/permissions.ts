import type { User } from '@comanda/domain/auth/user-schema';
import type { PermissionName } from '@comanda/domain/permissions/permissions';

/**
 * Spec §6: owners and platform admins have every permission; anyone else only a granted entry of
 * that name for the current business. Same rule as hasPermission in packages/domain, restated here
 * because that module builds zod schemas at load time, and importing it would bring zod (~90 KB
 * gzipped) into every logged-in page, which otherwise needs none. The names are the domain's type.
 */
export function hasPermission(
  user: Pick<User, 'is_admin' | 'is_owner' | 'permissions'>,
  permission: PermissionName,
  businessId: number | null,
): boolean {
  if (user.is_admin || user.is_owner) return true;
  if (businessId === null) return false;
  return user.permissions.some((p) => p.name === permission && p.granted && p.business_id === businessId);
}

export const PERMISSIONS = {
  manageMenu: 'manage_menu',
  manageSettings: 'manage_settings',
} as const satisfies Record<string, PermissionName>;
