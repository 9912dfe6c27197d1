import { useQueryClient } from '@tanstack/react-query';
import { useGuardedMutation } from '../../../../lib/use-guarded-mutation';
import type { ProductCreateBody, ProductResource } from '@comanda/domain/menu/product';
import { apiRequest } from '../../../../lib/api-client';
import { syncProduct } from '../lib/product-cache';

export type CreateProductVariables = { body: ProductCreateBody; cover?: File | null };

/**
 * POST v1/products: last in its category, offered every day all day (seven schedule rows). With a
 * cover, one multipart request carries the product (as JSON in `product`) and the picture (`cover`):
 * the API makes both or neither, so a refused picture never leaves a product half-made.
 */
export async function createProduct({ body, cover }: CreateProductVariables): Promise<ProductResource> {
  let payload: ProductCreateBody | FormData = body;
  if (cover) {
    payload = new FormData();
    payload.append('product', JSON.stringify(body));
    payload.append('cover', cover);
  }
  const res = await apiRequest<{ data: ProductResource }>('/products', { method: 'POST', body: payload });
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
