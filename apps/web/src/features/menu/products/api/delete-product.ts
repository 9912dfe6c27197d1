import { useQueryClient } from '@tanstack/react-query';
import { useGuardedMutation } from '../../../../lib/use-guarded-mutation';
import { apiRequest } from '../../../../lib/api-client';
import { forgetProduct } from '../lib/product-cache';

/** DELETE v1/products/{id} (its cover file goes too). */
export async function deleteProduct(id: number): Promise<void> {
  await apiRequest<void>(`/products/${id}`, { method: 'DELETE' });
}

/** `category_id`, when known, refreshes that category's list on the menu page. */
export type DeleteProductVariables = { id: number; category_id?: number };

export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useGuardedMutation({
    mutationFn: ({ id }: DeleteProductVariables) => deleteProduct(id),
    onSuccess: (_data, { id, category_id }) => forgetProduct(queryClient, id, category_id),
  });
}
