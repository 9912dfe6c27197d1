import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PromotionResource } from '@comanda/domain/menu/product-pricing';
import { apiRequest } from '../../../../lib/api-client';
import { optionKeys } from '../../shared/api/option-keys';

/** GET v1/products/{id}/promotions: the product's promotions, each with its price and whether it runs today. */
export async function listPromotions(productId: number, signal?: AbortSignal): Promise<PromotionResource[]> {
  const res = await apiRequest<{ data: PromotionResource[] }>(`/products/${productId}/promotions`, { signal });
  return res.data;
}

export function promotionsQueryOptions(productId: number) {
  return queryOptions({
    queryKey: optionKeys.promotions(productId),
    queryFn: ({ signal }) => listPromotions(productId, signal),
  });
}

export function usePromotions(productId: number | null) {
  return useQuery({ ...promotionsQueryOptions(productId ?? 0), enabled: productId !== null });
}
