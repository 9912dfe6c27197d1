import { redirect, type LoaderFunctionArgs } from 'react-router';
import type { User } from '@comanda/domain/auth/user-schema';
import type { Business } from '@comanda/domain/business/business-schemas';
import { meQueryOptions } from '../../features/account/api/get-me';
import { currentBusinessQueryOptions } from '../../features/businesses/api/get-current-business';
import { loginPath, paths } from '../../lib/paths';
import { queryClient } from '../query-client';

function currentUser(): Promise<User | null> {
  return queryClient.ensureQueryData(meQueryOptions());
}

function requestedPath(request: Request): string {
  const url = new URL(request.url);
  return url.pathname + url.search;
}

/** Login, register, password pages: a logged-in user is sent home. */
export async function guestLoader(): Promise<null> {
  if (await currentUser()) throw redirect(paths.home.pattern);
  return null;
}

/** Any page that needs a session; the intended page is kept in ?redirect=. */
export async function authLoader({ request }: LoaderFunctionArgs): Promise<User> {
  const user = await currentUser();
  if (!user) throw redirect(loginPath(requestedPath(request)));
  // A first password set by the owner (issue 19) is changed before anything else.
  if (user.must_change_password && new URL(request.url).pathname !== paths.changePassword.pattern) {
    throw redirect(paths.changePassword.to({}, { redirect: requestedPath(request) }));
  }
  return user;
}

export type BusinessContext = { user: User; business: Business | null };

/**
 * Pages of the default layout work on the current business. A user without one sets it up first;
 * platform admins may work without a business (they choose one in /businesses).
 */
export async function businessLoader(args: LoaderFunctionArgs): Promise<BusinessContext> {
  const user = await authLoader(args);
  if (user.current_business_id === null) {
    if (!user.is_admin) throw redirect(paths.setup.pattern);
    return { user, business: null };
  }
  return { user, business: await queryClient.ensureQueryData(currentBusinessQueryOptions(user.current_business_id)) };
}

/** Spec §6: the admin guard admits only logged-in admins; others go to /. */
export async function adminLoader(args: LoaderFunctionArgs): Promise<User> {
  const user = await authLoader(args);
  if (!user.is_admin) throw redirect(paths.home.pattern);
  return user;
}
