import { useQueryClient } from '@tanstack/react-query';
import { useGuardedMutation } from '../../../lib/use-guarded-mutation';
import type { z } from 'zod';
import type { updateMeBodySchema } from '@comanda/domain/auth/auth-schemas';
import type { User } from '@comanda/domain/auth/user-schema';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export type UpdateMeBody = z.infer<typeof updateMeBodySchema>;

export async function updateMe(body: UpdateMeBody): Promise<User> {
  const res = await apiRequest<{ data: User }>('/me', { method: 'PUT', body });
  return res.data;
}

export function useUpdateMe() {
  const queryClient = useQueryClient();
  return useGuardedMutation({
    mutationFn: updateMe,
    onSuccess: (user) => queryClient.setQueryData(queryKeys.me, user),
  });
}
