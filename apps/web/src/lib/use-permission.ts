import { useQuery } from '@tanstack/react-query';
import type { User } from '@comanda/domain/auth/user-schema';
import type { PermissionName } from '@comanda/domain/permissions/permission-rules';
import { canOpen } from './permissions';
import { queryKeys } from './query-keys';

/**
 * Whether the session's user holds a permission in the current business (issue 19): what a button
 * asks before showing itself (Cancelar needs cancel_orders, the discount needs give_discounts). It
 * reads the session user the logged-in layout already loaded, so it never fetches; the API decides
 * again on every request.
 */
export function useHasPermission(permission: PermissionName): boolean {
  const { data: user } = useQuery<User | null>({ queryKey: queryKeys.me, enabled: false });
  return user ? canOpen(user, permission) : false;
}
