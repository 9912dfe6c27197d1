import type { User } from '@comanda/domain/auth/user-schema';
import type { Business } from '@comanda/domain/business/business-schemas';
import { useMe } from '../features/account/api/get-me';
import { useMyBusinesses } from '../features/businesses/api/get-my-businesses';
import type { PermissionName } from '@comanda/domain/permissions/permission-rules';
import { hasPermission } from '../lib/permissions';

/**
 * The logged-in user. Only for pages under a session layout, which render nothing until the user
 * is known (the route loader already fetched it).
 */
export function useUser(): User {
  const { data } = useMe();
  if (!data) throw new Error('useUser() outside a logged-in layout');
  return data;
}

export function useCurrentBusiness(): Business | null {
  const { data: user } = useMe();
  const { data: businesses } = useMyBusinesses();
  if (!user || user.current_business_id === null) return null;
  return businesses?.find((b) => b.id === user.current_business_id) ?? null;
}

export function usePermission(permission: PermissionName): boolean {
  const { data: user } = useMe();
  return user ? hasPermission(user, permission, user.current_business_id) : false;
}
