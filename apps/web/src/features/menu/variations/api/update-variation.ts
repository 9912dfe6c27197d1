import { useQueryClient } from '@tanstack/react-query';
import { useGuardedMutation } from '../../../../lib/use-guarded-mutation';
import type { VariationBodyInput, VariationResource } from '@comanda/domain/menu/variation';
import { apiRequest } from '../../../../lib/api-client';
import { putVariation } from './variation-cache';

/**
 * PUT v1/products/{id}/variations/{variationId}: the whole group; items with an id are updated,
 * items without one are created, and stored items left out are deleted.
 */
export async function updateVariation(productId: number, variationId: number, body: VariationBodyInput): Promise<VariationResource> {
  const res = await apiRequest<{ data: VariationResource }>(`/products/${productId}/variations/${variationId}`, { method: 'PUT', body });
  return res.data;
}

export function useUpdateVariation(productId: number) {
  const queryClient = useQueryClient();
  return useGuardedMutation({
    mutationFn: ({ id, body }: { id: number; body: VariationBodyInput }) => updateVariation(productId, id, body),
    onSuccess: (group) => putVariation(queryClient, group),
  });
}
