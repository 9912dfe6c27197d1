import { useQueryClient } from '@tanstack/react-query';
import { useGuardedMutation } from '../../../../lib/use-guarded-mutation';
import type { ProductResource, ProductUpdateBody } from '@comanda/domain/menu/product';
import { apiRequest } from '../../../../lib/api-client';
import { syncProduct } from '../lib/product-cache';

/** PUT v1/products/{id}: any subset of the fields; pausing is `{ active: false }`. */
export async function updateProduct(id: number, body: ProductUpdateBody): Promise<ProductResource> {
  const res = await apiRequest<{ data: ProductResource }>(`/products/${id}`, { method: 'PUT', body });
  return res.data;
}

export type UpdateProductVariables = { id: number; body: ProductUpdateBody };

/**
 * Saves product fields. On success the product's cache (menuKeys.product) and every menu list that
 * shows it are updated, and the counts are refetched.
 */
export function useUpdateProduct() {
  const queryClient = useQueryClient();
  return useGuardedMutation({
    mutationFn: ({ id, body }: UpdateProductVariables) => updateProduct(id, body),
    onSuccess: (product) => syncProduct(queryClient, product),
  });
}
