import { useGuardedMutation } from '../../../lib/use-guarded-mutation';
import type { z } from 'zod';
import type { resetPasswordBodySchema } from '@comanda/domain/auth/auth-schemas';
import { apiRequest } from '../../../lib/api-client';

export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>;

export function resetPassword(body: ResetPasswordBody) {
  return apiRequest<{ message: string }>('/reset-password', { method: 'POST', body, handleUnauthorized: false });
}

export function useResetPassword() {
  return useGuardedMutation({ mutationFn: resetPassword });
}
