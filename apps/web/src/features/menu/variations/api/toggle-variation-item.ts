import { useQueryClient } from '@tanstack/react-query';
import { useGuardedMutation } from '../../../../lib/use-guarded-mutation';
import type { VariationResource } from '@comanda/domain/menu/variation';
import { apiRequest } from '../../../../lib/api-client';
import { putVariation } from './variation-cache';

/** PUT v1/products/{id}/variations/{variationId}/items/{itemId}/toggle: flips one option's availability. */
export async function toggleVariationItem(productId: number, variationId: number, itemId: number): Promise<VariationResource> {
  const res = await apiRequest<{ data: VariationResource }>(`/products/${productId}/variations/${variationId}/items/${itemId}/toggle`, {
    method: 'PUT',
  });
  return res.data;
}

export function useToggleVariationItem(productId: number) {
  const queryClient = useQueryClient();
  return useGuardedMutation({
    mutationFn: ({ variationId, itemId }: { variationId: number; itemId: number }) => toggleVariationItem(productId, variationId, itemId),
    onSuccess: (group) => putVariation(queryClient, group),
  });
}
