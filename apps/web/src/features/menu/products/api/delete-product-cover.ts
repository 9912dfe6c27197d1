import { useQueryClient } from '@tanstack/react-query';
import { useGuardedMutation } from '../../../../lib/use-guarded-mutation';
import type { ProductResource } from '@comanda/domain/menu/product';
import { apiRequest } from '../../../../lib/api-client';
import { syncProduct } from '../lib/product-cache';

/** DELETE v1/products/{id}/cover: the product without its picture. */
export async function deleteProductCover(id: number): Promise<ProductResource> {
  const res = await apiRequest<{ data: ProductResource }>(`/products/${id}/cover`, { method: 'DELETE' });
  return res.data;
}

export function useDeleteProductCover() {
  const queryClient = useQueryClient();
  return useGuardedMutation({
    mutationFn: deleteProductCover,
    onSuccess: (product) => syncProduct(queryClient, product),
  });
}
