import { useQueryClient } from '@tanstack/react-query';
import { useGuardedMutation } from '../../../../lib/use-guarded-mutation';
import type { VariationBodyInput, VariationResource } from '@comanda/domain/menu/variation';
import { apiRequest } from '../../../../lib/api-client';
import { useProductSync } from '../../products/lib/product-sync';
import { putVariation } from './variation-cache';

/** POST v1/products/{id}/variations: a new option group with its items, placed last. */
export async function createVariation(productId: number, body: VariationBodyInput): Promise<VariationResource> {
  const res = await apiRequest<{ data: VariationResource }>(`/products/${productId}/variations`, { method: 'POST', body });
  return res.data;
}

export function useCreateVariation(productId: number) {
  const queryClient = useQueryClient();
  const sync = useProductSync(productId);
  return useGuardedMutation({
    mutationFn: (body: VariationBodyInput) => createVariation(productId, body),
    onSuccess: (group) => {
      putVariation(queryClient, group);
      // The product's count of groups changed: the menu lists show it.
      return sync();
    },
  });
}
