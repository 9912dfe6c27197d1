import type { User } from '@comanda/domain/auth/user-schema';
import { hasPermission as domainHasPermission, type PermissionName } from '@comanda/domain/permissions/permission-rules';

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
