import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RegisterBody } from '@comanda/domain/auth/auth-schemas';
import type { User } from '@comanda/domain/auth/user-schema';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export async function register(body: RegisterBody): Promise<User> {
  const res = await apiRequest<{ data: User }>('/register', {
    method: 'POST',
    body: { ...body, session: 'cookie' },
    handleUnauthorized: false,
  });
  return res.data;
}

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: register,
    onSuccess: (user) => queryClient.setQueryData(queryKeys.me, user),
  });
}
