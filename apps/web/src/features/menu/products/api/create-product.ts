import { useQueryClient } from '@tanstack/react-query';
import { useGuardedMutation } from '../../../../lib/use-guarded-mutation';
import type { ProductCreateBody, ProductResource } from '@comanda/domain/menu/product';
import { apiRequest } from '../../../../lib/api-client';
import { syncProduct } from '../lib/product-cache';

/** POST v1/products: last in its category, offered every day all day (seven schedule rows). */
export async function createProduct(body: ProductCreateBody): Promise<ProductResource> {
  const res = await apiRequest<{ data: ProductResource }>('/products', { method: 'POST', body });
  return res.data;
}

/** Creates the product and puts it in the cached menu lists. */
export function useCreateProduct() {
  const queryClient = useQueryClient();
  return useGuardedMutation({
    mutationFn: createProduct,
    onSuccess: (product) => syncProduct(queryClient, product),
  });
}
