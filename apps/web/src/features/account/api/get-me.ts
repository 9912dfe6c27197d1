import { queryOptions, useQuery } from '@tanstack/react-query';
import type { User } from '@comanda/domain/auth/user-schema';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/**
 * The session user, or null when nobody is logged in. GET /session answers 200 with null rather
 * than 401, so a visit to /login logs no error in the browser's console (issue 13).
 */
export async function getMe(): Promise<User | null> {
  const res = await apiRequest<{ data: User | null }>('/session', { loadingBar: false });
  return res.data;
}

/**
 * Asks the API whether the session still holds, the way any call would: a 401 goes through the app's
 * unauthorized handler (session cleared, /login?redirect= back here). Used when the realtime socket
 * is closed by the server (a logout elsewhere, a password reset); any other answer changes nothing.
 */
export async function confirmSession(): Promise<void> {
  await apiRequest('/me', { loadingBar: false }).catch(() => undefined);
}

export function meQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.me,
    queryFn: getMe,
    staleTime: 60_000,
  });
}

export function useMe() {
  return useQuery(meQueryOptions());
}
