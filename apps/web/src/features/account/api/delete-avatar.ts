import { useQueryClient } from '@tanstack/react-query';
import { useGuardedMutation } from '../../../lib/use-guarded-mutation';
import type { User } from '@comanda/domain/auth/user-schema';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export async function deleteAvatar(): Promise<User> {
  const res = await apiRequest<{ data: User }>('/me/avatar', { method: 'DELETE' });
  return res.data;
}

export function useDeleteAvatar() {
  const queryClient = useQueryClient();
  return useGuardedMutation({
    mutationFn: deleteAvatar,
    onSuccess: (user) => queryClient.setQueryData(queryKeys.me, user),
  });
}
