import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProductResource } from '@comanda/domain/menu/product';
import { apiRequest } from '../../../../lib/api-client';
import { menuKeys } from '../../shared/api/menu-keys';

/** PUT v1/products/{id}/duplicate: a copy ("<name> (cópia)") right after the original. */
export async function duplicateProduct(id: number): Promise<ProductResource> {
  const res = await apiRequest<{ data: ProductResource }>(`/products/${id}/duplicate`, { method: 'PUT' });
  return res.data;
}

export function useDuplicateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: duplicateProduct,
    onSuccess: (copy) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: menuKeys.categoryProducts(copy.category_id) }),
        queryClient.invalidateQueries({ queryKey: menuKeys.categoryLists() }),
      ]),
  });
}
