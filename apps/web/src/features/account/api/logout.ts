import { apiRequest } from '../../../lib/api-client';

/** A failed logout is ignored (spec §8): the caller clears the session whatever happens. */
export async function logout(): Promise<void> {
  try {
    await apiRequest<void>('/logout', { method: 'POST', handleUnauthorized: false });
  } catch {
    // The cookie may already be gone or the network down; the local session is cleared anyway.
  }
}
