import { useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useGuardedMutation } from '../../../lib/use-guarded-mutation';
import { forgetPreviousBusiness } from './enter-business';

/** Platform admins: stop acting in the current business (POST /businesses/current/leave). */
export async function leaveBusiness(): Promise<void> {
  await apiRequest<{ data: null }>('/businesses/current/leave', { method: 'POST' });
}

export function useLeaveBusiness() {
  const queryClient = useQueryClient();
  return useGuardedMutation({
    mutationFn: leaveBusiness,
    onSuccess: () => forgetPreviousBusiness(queryClient),
  });
}
