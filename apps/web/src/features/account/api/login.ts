import type { LoginBody } from '@comanda/domain/auth/auth-schemas';
import { apiRequest } from '../../../lib/api-client';

type LoginResponse = { token_type: string; expires_at: string };

/** Cookie session: the API sets an HttpOnly cookie and sends no token to page JavaScript. */
export function login(body: LoginBody): Promise<LoginResponse> {
  return apiRequest<LoginResponse>('/login', {
    method: 'POST',
    body: { ...body, session: 'cookie' },
    // A 401 here means wrong credentials, not an expired session.
    handleUnauthorized: false,
  });
}
