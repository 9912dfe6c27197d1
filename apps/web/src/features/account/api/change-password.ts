import { useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { User } from '@comanda/domain/auth/user-schema';
import type { changePasswordBodySchema } from '@comanda/domain/auth/auth-schemas';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useGuardedMutation } from '../../../lib/use-guarded-mutation';

export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;

/** PUT /me/password: the session's user, with must_change_password cleared. */
export async function changePassword(body: ChangePasswordBody): Promise<User> {
  const res = await apiRequest<{ data: User }>('/me/password', { method: 'PUT', body });
  return res.data;
}

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useGuardedMutation({ mutationFn: changePassword, onSuccess: (user) => queryClient.setQueryData(queryKeys.me, user) });
}
