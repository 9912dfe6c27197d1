import { useQueryClient } from '@tanstack/react-query';
import { useGuardedMutation } from '../../../../lib/use-guarded-mutation';
import type { PromotionResource } from '@comanda/domain/menu/product-pricing';
import type { PromotionInput } from '@comanda/domain/promotions/promotion';
import { apiRequest } from '../../../../lib/api-client';
import { useProductSync } from '../../products/lib/product-sync';
import { promotionChanged } from './promotion-cache';

/** PUT v1/products/{id}/promotions/{promotionId} (needs the plan feature product_promotion). */
export async function updatePromotion(productId: number, promotionId: number, body: PromotionInput): Promise<PromotionResource> {
  const res = await apiRequest<{ data: PromotionResource }>(`/products/${productId}/promotions/${promotionId}`, { method: 'PUT', body });
  return res.data;
}

export function useUpdatePromotion(productId: number) {
  const queryClient = useQueryClient();
  const sync = useProductSync(productId);
  return useGuardedMutation({
    mutationFn: ({ id, body }: { id: number; body: PromotionInput }) => updatePromotion(productId, id, body),
    onSuccess: (promotion) => promotionChanged(queryClient, sync, productId, { put: promotion }),
  });
}
