import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export function resendVerification() {
  return apiRequest<{ message: string }>('/verify-email/resend', { method: 'POST' });
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}
