import type { User } from '@comanda/domain/auth/user-schema';
import { hasPermission as domainHasPermission, type PermissionName } from '@comanda/domain/permissions/permission-rules';
import type { PageAccess } from './paths';

/**
 * Spec §6 through the domain's rule (a zod-free module, so logged-in pages do not load zod). A user
 * without a current business has no business-scoped permission unless owner or admin.
 */
export function hasPermission(
  user: Pick<User, 'is_admin' | 'is_owner' | 'permissions'>,
  permission: PermissionName,
  businessId: number | null,
): boolean {
  if (businessId === null) return Boolean(user.is_admin || user.is_owner);
  return domainHasPermission(user, permission, businessId);
}

export const PERMISSIONS = {
  manageMenu: 'manage_menu',
  manageSettings: 'manage_settings',
} as const satisfies Record<string, PermissionName>;

/**
 * Whether the user may open a page of this access (lib/paths.ts). A permission is held in the
 * current business: without one (a platform admin who has not entered a business) there is none.
 */
export function canOpen(
  user: Pick<User, 'is_admin' | 'is_owner' | 'permissions' | 'current_business_id'>,
  access: PageAccess,
): boolean {
  switch (access) {
    case 'public':
    case 'signed_in':
      return true;
    case 'platform_admin':
      return user.is_admin;
    default:
      return user.current_business_id !== null && domainHasPermission(user, access, user.current_business_id);
  }
}
