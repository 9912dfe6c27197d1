import { useQueryClient } from '@tanstack/react-query';
import { useGuardedMutation } from '../../../../lib/use-guarded-mutation';
import type { CategoryDeleteQuery } from '@comanda/domain/menu/menu-category';
import { apiRequest, isApiError } from '../../../../lib/api-client';
import { menuKeys } from '../../shared/api/menu-keys';

export type DeleteCategoryVariables = { id: number } & CategoryDeleteQuery;

/**
 * DELETE v1/menu/categories/{id}. A category that still has products answers 409
 * category_not_empty unless `products` says to move them (to `target_category_id`) or delete them.
 */
export async function deleteCategory({ id, products, target_category_id }: DeleteCategoryVariables): Promise<void> {
  await apiRequest<void>(`/menu/categories/${id}`, {
    method: 'DELETE',
    query: { products, target_category_id: products === 'move' ? target_category_id : undefined },
  });
}

export function isCategoryNotEmpty(error: unknown): boolean {
  return isApiError(error) && error.status === 409 && error.code === 'category_not_empty';
}

export function useDeleteCategory() {
  const queryClient = useQueryClient();
  return useGuardedMutation({
    mutationFn: deleteCategory,
    onSuccess: (_data, { id, products, target_category_id }) => {
      queryClient.removeQueries({ queryKey: menuKeys.categoryProducts(id) });
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: menuKeys.categoryLists() }),
        products === 'move' && target_category_id
          ? queryClient.invalidateQueries({ queryKey: menuKeys.categoryProducts(target_category_id) })
          : undefined,
      ]);
    },
  });
}
