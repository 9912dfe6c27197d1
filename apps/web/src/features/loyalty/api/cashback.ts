import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { CashbackRuleBody, CashbackRuleResource } from '@comanda/domain/loyalty/loyalty-resource';
import { apiRequest } from '../../../lib/api-client';
import { useGuardedMutation } from '../../../lib/use-guarded-mutation';

// Cashback rules (issue 18): the business's list, a new rule, on and off.

const rulesKey = (businessId: number) => ['loyalty', 'cashback-rules', businessId] as const;

export function useCashbackRules(businessId: number) {
  return useQuery({
    queryKey: rulesKey(businessId),
    queryFn: async ({ signal }) => (await apiRequest<{ data: CashbackRuleResource[] }>(`/businesses/${businessId}/promotional-cashback/rules`, { signal })).data,
  });
}

export function useCreateCashbackRule(businessId: number) {
  const queryClient = useQueryClient();
  return useGuardedMutation({
    mutationFn: async (body: CashbackRuleBody) => (await apiRequest<{ data: CashbackRuleResource }>('/promotional-cashback/rules', { method: 'POST', body })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: rulesKey(businessId) }),
  });
}

export function useToggleCashbackRule(businessId: number) {
  const queryClient = useQueryClient();
  return useGuardedMutation({
    mutationFn: async ({ id, active }: { id: number; active: boolean }) =>
      (await apiRequest<{ data: CashbackRuleResource }>(`/promotional-cashback/rules/${id}/toggle`, { method: 'PATCH', body: { active } })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: rulesKey(businessId) }),
  });
}
