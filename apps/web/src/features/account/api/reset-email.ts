import type { User } from '@comanda/domain/auth/user-schema';
import { apiRequest } from '../../../lib/api-client';

/** Confirms an e-mail change from the link sent to the new address (route loader of /email-change). */
export async function resetEmail(token: string): Promise<User> {
  const res = await apiRequest<{ data: User }>('/reset-email', {
    method: 'POST',
    body: { token },
    handleUnauthorized: false,
  });
  return res.data;
}
