import { useGuardedMutation } from '../../../lib/use-guarded-mutation';
import type { RegisterBody } from '@comanda/domain/auth/register-schema';
import { apiRequest } from '../../../lib/api-client';

/**
 * Sign-up opens no session: the answer is the same whether or not the e-mail has an account, and the
 * link mailed to it confirms the e-mail and logs in (docs/decisions/0010).
 */
export function register(body: RegisterBody): Promise<{ message: string }> {
  return apiRequest<{ message: string }>('/register', { method: 'POST', body, handleUnauthorized: false });
}

export function useRegister() {
  return useGuardedMutation({ mutationFn: register });
}
