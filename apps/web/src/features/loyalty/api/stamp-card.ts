import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { StampCardBody, StampCardResource } from '@comanda/domain/loyalty/loyalty-resource';
import type { PdvMenuCategory } from '@comanda/domain/pdv/pdv-menu';
import { apiRequest } from '../../../lib/api-client';
import { useGuardedMutation } from '../../../lib/use-guarded-mutation';

// The stamp card (issue 18): the business's one card, and the products its reward may give.

const cardKey = (businessId: number) => ['loyalty', 'stamp-card', businessId] as const;

export function useStampCard(businessId: number) {
  return useQuery({
    queryKey: cardKey(businessId),
    queryFn: async ({ signal }) => (await apiRequest<{ data: StampCardResource | null }>(`/businesses/${businessId}/fidelity-program-card`, { signal })).data,
  });
}

export function useSaveStampCard(businessId: number) {
  const queryClient = useQueryClient();
  return useGuardedMutation({
    mutationFn: async (body: StampCardBody) => (await apiRequest<{ data: StampCardResource }>('/fidelity-program/cards', { method: 'POST', body })).data,
    onSuccess: (saved) => queryClient.setQueryData(cardKey(businessId), saved),
  });
}

/** The menu's products (the PDV's list), for the reward's free product. */
export function useRewardProducts(businessId: number) {
  return useQuery({
    queryKey: ['loyalty', 'reward-products', businessId],
    queryFn: async ({ signal }) => {
      const { data } = await apiRequest<{ data: PdvMenuCategory[] }>(`/businesses/${businessId}/pdv-menu`, { signal });
      return data.flatMap((category) => category.products.map((product) => ({ id: product.id, name: product.name })));
    },
  });
}
