import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VariationResource } from '@comanda/domain/menu/variation';
import { apiRequest } from '../../../../lib/api-client';
import { optionKeys } from '../../shared/api/option-keys';

/** GET v1/products/{id}/variations: the product's option groups by ranking, each with its items. */
export async function listVariations(productId: number, signal?: AbortSignal): Promise<VariationResource[]> {
  const res = await apiRequest<{ data: VariationResource[] }>(`/products/${productId}/variations`, { signal });
  return res.data;
}

export function variationsQueryOptions(productId: number) {
  return queryOptions({
    queryKey: optionKeys.variations(productId),
    queryFn: ({ signal }) => listVariations(productId, signal),
  });
}

export function useVariations(productId: number | null) {
  return useQuery({ ...variationsQueryOptions(productId ?? 0), enabled: productId !== null });
}
