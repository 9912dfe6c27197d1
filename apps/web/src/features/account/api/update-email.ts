import { useGuardedMutation } from '../../../lib/use-guarded-mutation';
import type { z } from 'zod';
import type { updateEmailBodySchema } from '@comanda/domain/auth/auth-schemas';
import { apiRequest } from '../../../lib/api-client';

export type UpdateEmailBody = z.infer<typeof updateEmailBodySchema>;

/** Sends a confirmation link to the new address; the e-mail changes only once it is opened. */
export function updateEmail(body: UpdateEmailBody) {
  return apiRequest<{ message: string }>('/me/update-email', { method: 'POST', body });
}

export function useUpdateEmail() {
  return useGuardedMutation({ mutationFn: updateEmail });
}
