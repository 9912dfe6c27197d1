import { useQueryClient } from '@tanstack/react-query';
import { useGuardedMutation } from '../../../../lib/use-guarded-mutation';
import type { PromotionResource } from '@comanda/domain/menu/product-pricing';
import type { PromotionInput } from '@comanda/domain/promotions/promotion';
import { apiRequest } from '../../../../lib/api-client';
import { useProductSync } from '../../products/lib/product-sync';
import { promotionChanged } from './promotion-cache';

/** POST v1/products/{id}/promotions (needs the plan feature product_promotion: 403 otherwise). */
export async function createPromotion(productId: number, body: PromotionInput): Promise<PromotionResource> {
  const res = await apiRequest<{ data: PromotionResource }>(`/products/${productId}/promotions`, { method: 'POST', body });
  return res.data;
}

export function useCreatePromotion(productId: number) {
  const queryClient = useQueryClient();
  const sync = useProductSync(productId);
  return useGuardedMutation({
    mutationFn: (body: PromotionInput) => createPromotion(productId, body),
    onSuccess: (promotion) => promotionChanged(queryClient, sync, productId, { put: promotion }),
  });
}
