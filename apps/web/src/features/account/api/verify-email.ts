import { apiRequest } from '../../../lib/api-client';

/**
 * Called by the /verify-email route loader: the link in the e-mail is opened once. It also opens the
 * web session (a new account's first, docs/decisions/0010).
 */
export function verifyEmail(token: string) {
  return apiRequest<{ message: string }>('/verify-email', {
    method: 'POST',
    body: { token, session: 'cookie' },
    handleUnauthorized: false,
  });
}
