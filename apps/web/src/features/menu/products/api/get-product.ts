import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductResource } from '@comanda/domain/menu/product';
import { apiRequest } from '../../../../lib/api-client';
import { menuKeys } from '../../shared/api/menu-keys';

/** GET v1/products/{id}: 404 for a product that does not exist or belongs to another business. */
export async function getProduct(id: number, signal?: AbortSignal): Promise<ProductResource> {
  const res = await apiRequest<{ data: ProductResource }>(`/products/${id}`, { signal });
  return res.data;
}

export function productQueryOptions(id: number) {
  return queryOptions({
    queryKey: menuKeys.product(id),
    queryFn: ({ signal }) => getProduct(id, signal),
    staleTime: 30_000,
  });
}

/** `id` null (a malformed URL) reads nothing. */
export function useProduct(id: number | null) {
  return useQuery({ ...productQueryOptions(id ?? 0), enabled: id !== null });
}
