import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { forgetPreviousBusiness } from './enter-business';

/** Platform admins: stop acting in the current business (POST /businesses/current/leave). */
export async function leaveBusiness(): Promise<void> {
  await apiRequest<{ data: null }>('/businesses/current/leave', { method: 'POST' });
}

export function useLeaveBusiness() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: leaveBusiness,
    onSuccess: () => forgetPreviousBusiness(queryClient),
  });
}
