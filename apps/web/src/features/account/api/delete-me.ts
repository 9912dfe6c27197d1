import { useGuardedMutation } from '../../../lib/use-guarded-mutation';
import type { z } from 'zod';
import type { deleteMeBodySchema } from '@comanda/domain/auth/auth-schemas';
import { apiRequest } from '../../../lib/api-client';

export type DeleteMeBody = z.infer<typeof deleteMeBodySchema>;

/** The caller clears the session afterwards; the account and its cookie are gone. */
export function deleteMe(body: DeleteMeBody) {
  return apiRequest<void>('/me', { method: 'DELETE', body });
}

export function useDeleteMe() {
  return useGuardedMutation({ mutationFn: deleteMe });
}
