import { useQueryClient } from '@tanstack/react-query';
import { useGuardedMutation } from '../../../../lib/use-guarded-mutation';
import type { CategoryBody, CategoryResource } from '@comanda/domain/menu/menu-category';
import { apiRequest } from '../../../../lib/api-client';
import { menuKeys } from '../../shared/api/menu-keys';

/** PUT v1/menu/categories/{id}: name, description, active. */
export async function updateCategory(id: number, body: CategoryBody): Promise<CategoryResource> {
  const res = await apiRequest<{ data: CategoryResource }>(`/menu/categories/${id}`, { method: 'PUT', body });
  return res.data;
}

export function useUpdateCategory() {
  const queryClient = useQueryClient();
  return useGuardedMutation({
    mutationFn: ({ id, body }: { id: number; body: CategoryBody }) => updateCategory(id, body),
    onSuccess: (category) => {
      // Show the change at once in every cached list, then refetch for the counts.
      queryClient.setQueriesData<CategoryResource[]>({ queryKey: menuKeys.categoryLists() }, (list) =>
        list?.map((c) => (c.id === category.id ? { ...c, ...category } : c)),
      );
      return queryClient.invalidateQueries({ queryKey: menuKeys.categoryLists() });
    },
  });
}
