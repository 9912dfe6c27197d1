import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { CustomerPoints, LoyaltyProgram, LoyaltyProgramBody } from '@comanda/domain/loyalty/loyalty-resource';
import { apiRequest } from '../../../lib/api-client';
import { useGuardedMutation } from '../../../lib/use-guarded-mutation';

// The points program (issue 18): its settings and a customer's points with their history.

const programKey = (businessId: number) => ['loyalty', 'program', businessId] as const;

export function useLoyaltyProgram(businessId: number) {
  return useQuery({
    queryKey: programKey(businessId),
    queryFn: async ({ signal }) => (await apiRequest<{ data: LoyaltyProgram }>(`/businesses/${businessId}/fidelity-program`, { signal })).data,
  });
}

export function useSaveLoyaltyProgram(businessId: number) {
  const queryClient = useQueryClient();
  return useGuardedMutation({
    mutationFn: async (body: LoyaltyProgramBody) => (await apiRequest<{ data: LoyaltyProgram }>('/fidelity-program', { method: 'POST', body })).data,
    onSuccess: (saved) => queryClient.setQueryData(programKey(businessId), saved),
  });
}

export function useCustomerPoints(customerId: number) {
  return useQuery({
    queryKey: ['customers', 'points', customerId],
    queryFn: async ({ signal }) => (await apiRequest<{ data: CustomerPoints }>(`/customers/${customerId}/points`, { signal })).data,
  });
}
