import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Business } from '@comanda/domain/business/business-schemas';
import { apiRequest } from '../../../lib/api-client';
import { useGuardedMutation } from '../../../lib/use-guarded-mutation';
import { queryKeys } from '../../../lib/query-keys';

/**
 * After a platform admin enters or leaves a business, nothing read in the previous one may show in
 * the next: every cached answer but the session user is dropped, and the user (whose
 * current_business_id changed on the server) is read again before the caller navigates.
 */
export async function forgetPreviousBusiness(queryClient: QueryClient): Promise<void> {
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== queryKeys.me[0] });
  await queryClient.invalidateQueries({ queryKey: queryKeys.me });
}

/** Platform admins: act in this business (POST /businesses/{id}/enter, audited on the server). */
export async function enterBusiness(businessId: number): Promise<Business> {
  const res = await apiRequest<{ data: Business }>(`/businesses/${businessId}/enter`, { method: 'POST' });
  return res.data;
}

export function useEnterBusiness() {
  const queryClient = useQueryClient();
  return useGuardedMutation({
    mutationFn: enterBusiness,
    onSuccess: async (business) => {
      await forgetPreviousBusiness(queryClient);
      queryClient.setQueryData(queryKeys.currentBusiness(business.id), business);
    },
  });
}
