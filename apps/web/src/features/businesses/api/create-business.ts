import { useQueryClient } from '@tanstack/react-query';
import { useGuardedMutation } from '../../../lib/use-guarded-mutation';
import type { Business, CreateBusinessBody } from '@comanda/domain/business/business-schemas';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export async function createBusiness(body: CreateBusinessBody): Promise<Business> {
  const res = await apiRequest<{ data: Business }>('/businesses', { method: 'POST', body });
  return res.data;
}

export function useCreateBusiness() {
  const queryClient = useQueryClient();
  return useGuardedMutation({
    mutationFn: createBusiness,
    // The new business becomes the user's current one, so both the user and the list change.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.me }),
        queryClient.invalidateQueries({ queryKey: queryKeys.myBusinesses }),
      ]),
  });
}
