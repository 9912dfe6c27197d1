import { useGuardedMutation } from '../../../lib/use-guarded-mutation';
import { apiRequest } from '../../../lib/api-client';

export function resendVerification() {
  return apiRequest<{ message: string }>('/verify-email/resend', { method: 'POST' });
}

export function useResendVerification() {
  return useGuardedMutation({ mutationFn: resendVerification });
}
