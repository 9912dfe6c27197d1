import { useQueryClient } from '@tanstack/react-query';
import { useGuardedMutation } from '../../../../lib/use-guarded-mutation';
import type { VariationResource } from '@comanda/domain/menu/variation';
import { apiRequest } from '../../../../lib/api-client';
import { useProductSync } from '../../products/lib/product-sync';
import { optionKeys } from '../../shared/api/option-keys';

/** DELETE v1/products/{id}/variations/{variationId}: the group and its items. */
export async function deleteVariation(productId: number, variationId: number): Promise<void> {
  await apiRequest<void>(`/products/${productId}/variations/${variationId}`, { method: 'DELETE' });
}

export function useDeleteVariation(productId: number) {
  const queryClient = useQueryClient();
  const sync = useProductSync(productId);
  return useGuardedMutation({
    mutationFn: (variationId: number) => deleteVariation(productId, variationId),
    onSuccess: (_data, variationId) => {
      queryClient.setQueryData<VariationResource[]>(optionKeys.variations(productId), (list) => list?.filter((g) => g.id !== variationId));
      return sync();
    },
  });
}
