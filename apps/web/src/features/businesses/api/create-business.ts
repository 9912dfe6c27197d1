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
    // The new business becomes the user's current one: GET /me names it, and its query is keyed by it.
    onSuccess: (business) => {
      queryClient.setQueryData(queryKeys.currentBusiness(business.id), business);
      return queryClient.invalidateQueries({ queryKey: queryKeys.me });
    },
  });
}
