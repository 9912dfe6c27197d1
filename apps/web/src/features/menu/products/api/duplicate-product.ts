import { useQueryClient } from '@tanstack/react-query';
import { useGuardedMutation, type MutationIntent } from '../../../../lib/use-guarded-mutation';
import type { ProductResource } from '@comanda/domain/menu/product';
import { apiRequest } from '../../../../lib/api-client';
import { menuKeys } from '../../shared/api/menu-keys';

/**
 * PUT v1/products/{id}/duplicate: a copy ("<name> (cópia)") right after the original. Idempotent: the
 * same key is answered with the first copy, never a second one.
 */
export async function duplicateProduct(id: number, { idempotencyKey }: MutationIntent = {}): Promise<ProductResource> {
  const res = await apiRequest<{ data: ProductResource }>(`/products/${id}/duplicate`, { method: 'PUT', idempotencyKey });
  return res.data;
}

export function useDuplicateProduct() {
  const queryClient = useQueryClient();
  return useGuardedMutation({
    mutationFn: duplicateProduct,
    idempotent: true,
    onSuccess: (copy) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: menuKeys.categoryProducts(copy.category_id) }),
        queryClient.invalidateQueries({ queryKey: menuKeys.categoryLists() }),
      ]),
  });
}
