import { apiRequest } from '../../../lib/api-client';

/** Called by the /verify-email route loader: the link in the e-mail is opened once. */
export function verifyEmail(token: string) {
  return apiRequest<{ message: string }>('/verify-email', {
    method: 'POST',
    body: { token },
    handleUnauthorized: false,
  });
}
