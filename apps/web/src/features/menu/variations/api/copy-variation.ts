import { useQueryClient } from '@tanstack/react-query';
import { useGuardedMutation } from '../../../../lib/use-guarded-mutation';
import type { VariationResource } from '@comanda/domain/menu/variation';
import { apiRequest } from '../../../../lib/api-client';
import { useProductSync } from '../../products/lib/product-sync';
import { putVariation } from './variation-cache';

/** POST v1/products/{id}/variations/copy: a copy of a group of any product of the business, placed last. */
export async function copyVariation(productId: number, sourceVariationId: number): Promise<VariationResource> {
  const res = await apiRequest<{ data: VariationResource }>(`/products/${productId}/variations/copy`, {
    method: 'POST',
    body: { source_variation_id: sourceVariationId },
  });
  return res.data;
}

export function useCopyVariation(productId: number) {
  const queryClient = useQueryClient();
  const sync = useProductSync(productId);
  return useGuardedMutation({
    mutationFn: (sourceVariationId: number) => copyVariation(productId, sourceVariationId),
    onSuccess: (group) => {
      putVariation(queryClient, group);
      return sync();
    },
  });
}
