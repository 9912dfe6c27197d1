import { useQueryClient } from '@tanstack/react-query';
import { useGuardedMutation } from '../../../lib/use-guarded-mutation';
import type { User } from '@comanda/domain/auth/user-schema';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export async function uploadAvatar(file: File): Promise<User> {
  const form = new FormData();
  form.append('avatar', file);
  const res = await apiRequest<{ data: User }>('/me/avatar', { method: 'POST', body: form });
  return res.data;
}

export function useUploadAvatar() {
  const queryClient = useQueryClient();
  return useGuardedMutation({
    mutationFn: uploadAvatar,
    onSuccess: (user) => queryClient.setQueryData(queryKeys.me, user),
  });
}
