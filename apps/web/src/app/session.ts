import type { QueryClient } from '@tanstack/react-query';
import type { Lang } from '@comanda/domain/validation/lang';
import type { ApiError } from '../lib/api-client';
import { queryKeys } from '../lib/query-keys';
import { loginPath, needsSession } from '../lib/paths';

/**
 * Forgets everything cached for the user. The session user is set to null (not refetched): the
 * HttpOnly cookie is gone or invalid, and page JavaScript cannot and need not touch it.
 */
export function clearSession(queryClient: QueryClient): void {
  queryClient.clear();
  queryClient.setQueryData(queryKeys.me, null);
}

type UnauthorizedDeps = {
  clear: () => void;
  setLocale: (lang: Lang) => unknown;
  browserLocale: () => Lang;
  location: () => { pathname: string; search: string };
  navigate: (to: string) => unknown;
};

/**
 * Spec §8: any 401 logs the user out, takes the locale from the browser language and goes to login,
 * remembering the page. On guest and open pages (login itself, e-mail links) it only clears.
 */
export function createUnauthorizedHandler(deps: UnauthorizedDeps): (error: ApiError) => void {
  return () => {
    deps.clear();
    void deps.setLocale(deps.browserLocale());
    const { pathname, search } = deps.location();
    if (needsSession(pathname)) void deps.navigate(loginPath(pathname + search));
  };
}
