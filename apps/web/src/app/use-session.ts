import type { User } from '@comanda/domain/auth/user-schema';
import type { Business } from '@comanda/domain/business/business-schemas';
import { useMe } from '../features/account/api/get-me';
import { useCurrentBusinessQuery } from '../features/businesses/api/get-current-business';
import { canOpen } from '../lib/permissions';
import type { AppRoute } from '../lib/paths';

/**
 * The logged-in user. Only for pages under a session layout, which render nothing until the user
 * is known (the route loader already fetched it).
 */
export function useUser(): User {
  const { data } = useMe();
  if (!data) throw new Error('useUser() outside a logged-in layout');
  return data;
}

/** The business the user acts in (GET /businesses/current), null without one. */
export function useCurrentBusiness(): Business | null {
  const { data: user } = useMe();
  const { data } = useCurrentBusinessQuery(user?.current_business_id ?? null, Boolean(user));
  return data ?? null;
}

/** Whether the user may open the page of this route: what menus ask before showing an entry. */
export function useCanOpen(): (route: AppRoute) => boolean {
  const user = useUser();
  return (route) => canOpen(user, route.access);
}
