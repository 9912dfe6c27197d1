import { useQueryClient } from '@tanstack/react-query';
import { useGuardedMutation } from '../../../../lib/use-guarded-mutation';
import { apiRequest } from '../../../../lib/api-client';
import { useProductSync } from '../../products/lib/product-sync';
import { promotionChanged } from './promotion-cache';

/** DELETE v1/products/{id}/promotions/{promotionId} (allowed without the plan feature). */
export async function deletePromotion(productId: number, promotionId: number): Promise<void> {
  await apiRequest<void>(`/products/${productId}/promotions/${promotionId}`, { method: 'DELETE' });
}

export function useDeletePromotion(productId: number) {
  const queryClient = useQueryClient();
  const sync = useProductSync(productId);
  return useGuardedMutation({
    mutationFn: (promotionId: number) => deletePromotion(productId, promotionId),
    onSuccess: (_data, promotionId) => promotionChanged(queryClient, sync, productId, { remove: promotionId }),
  });
}
