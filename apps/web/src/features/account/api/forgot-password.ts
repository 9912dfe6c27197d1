import { useGuardedMutation } from '../../../lib/use-guarded-mutation';
import type { z } from 'zod';
import type { forgotPasswordBodySchema } from '@comanda/domain/auth/auth-schemas';
import { apiRequest } from '../../../lib/api-client';

export type ForgotPasswordBody = z.infer<typeof forgotPasswordBodySchema>;

export function forgotPassword(body: ForgotPasswordBody) {
  return apiRequest<{ message: string }>('/forgot-password', { method: 'POST', body });
}

export function useForgotPassword() {
  return useGuardedMutation({ mutationFn: forgotPassword });
}
