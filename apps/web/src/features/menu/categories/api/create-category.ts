import { useQueryClient } from '@tanstack/react-query';
import { useGuardedMutation } from '../../../../lib/use-guarded-mutation';
import type { CategoryBody, CategoryResource } from '@comanda/domain/menu/menu-category';
import { apiRequest } from '../../../../lib/api-client';
import { menuKeys } from '../../shared/api/menu-keys';

/** POST v1/menu/categories: a category of the current business, placed last. */
export async function createCategory(body: CategoryBody): Promise<CategoryResource> {
  const res = await apiRequest<{ data: CategoryResource }>('/menu/categories', { method: 'POST', body });
  return res.data;
}

export function useCreateCategory() {
  const queryClient = useQueryClient();
  return useGuardedMutation({
    mutationFn: createCategory,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: menuKeys.categoryLists() }),
  });
}
