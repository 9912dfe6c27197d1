import { useQueryClient } from '@tanstack/react-query';
import { useGuardedMutation } from '../../../../lib/use-guarded-mutation';
import type { PromotionResource } from '@comanda/domain/menu/product-pricing';
import { apiRequest } from '../../../../lib/api-client';
import { useProductSync } from '../../products/lib/product-sync';
import { promotionChanged } from './promotion-cache';

/** PATCH v1/products/{id}/promotions/{promotionId}/toggle: switches it on or off (on needs the plan feature). */
export async function togglePromotion(productId: number, promotionId: number): Promise<PromotionResource> {
  const res = await apiRequest<{ data: PromotionResource }>(`/products/${productId}/promotions/${promotionId}/toggle`, { method: 'PATCH' });
  return res.data;
}

export function useTogglePromotion(productId: number) {
  const queryClient = useQueryClient();
  const sync = useProductSync(productId);
  return useGuardedMutation({
    mutationFn: (promotionId: number) => togglePromotion(productId, promotionId),
    onSuccess: (promotion) => promotionChanged(queryClient, sync, productId, { put: promotion }),
  });
}
