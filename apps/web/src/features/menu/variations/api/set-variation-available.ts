import { useQueryClient } from '@tanstack/react-query';
import { useGuardedMutation } from '../../../../lib/use-guarded-mutation';
import type { VariationResource } from '@comanda/domain/menu/variation';
import { apiRequest } from '../../../../lib/api-client';
import { putVariation } from './variation-cache';

/** PUT v1/products/{id}/variations/{variationId}/available: offer or withhold the whole group. */
export async function setVariationAvailable(productId: number, variationId: number, available: boolean): Promise<VariationResource> {
  const res = await apiRequest<{ data: VariationResource }>(`/products/${productId}/variations/${variationId}/available`, {
    method: 'PUT',
    body: { available },
  });
  return res.data;
}

export function useSetVariationAvailable(productId: number) {
  const queryClient = useQueryClient();
  return useGuardedMutation({
    mutationFn: ({ id, available }: { id: number; available: boolean }) => setVariationAvailable(productId, id, available),
    onSuccess: (group) => putVariation(queryClient, group),
  });
}
