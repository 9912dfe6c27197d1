import { apiRequest } from '../../../lib/api-client';

export function socialLogin({ provider, token }: { provider: 'google'; token: string }) {
  return apiRequest<{ token_type: string; expires_at: string }>(`/login/${provider}`, {
    method: 'POST',
    body: { token, session: 'cookie' },
    handleUnauthorized: false,
  });
}
