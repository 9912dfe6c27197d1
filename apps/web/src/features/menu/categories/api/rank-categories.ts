import { useQueryClient } from '@tanstack/react-query';
import { useGuardedMutation } from '../../../../lib/use-guarded-mutation';
import type { CategoryResource } from '@comanda/domain/menu/menu-category';
import { apiRequest } from '../../../../lib/api-client';
import { notify } from '../../../../lib/toast';
import { menuText } from '../../i18n';
import { menuKeys } from '../../shared/api/menu-keys';

/** POST v1/menu/categories/ranking: the new order of the categories, first shown first. */
export async function rankCategories(ids: number[]): Promise<CategoryResource[]> {
  const res = await apiRequest<{ data: CategoryResource[] }>('/menu/categories/ranking', { method: 'POST', body: { ids } });
  return res.data;
}

/** Reorders optimistically, restoring the previous order (and saying so) when the API refuses. */
export function useRankCategories(businessId: number) {
  const queryClient = useQueryClient();
  const key = menuKeys.categories(businessId, { keyword: '', filter: 'all' });
  return useGuardedMutation({
    mutationFn: rankCategories,
    onMutate: async (ids) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<CategoryResource[]>(key);
      if (previous) {
        const byId = new Map(previous.map((c) => [c.id, c]));
        const ordered = ids.map((id) => byId.get(id)).filter((c) => c !== undefined);
        if (ordered.length === previous.length) queryClient.setQueryData(key, ordered);
      }
      return { previous };
    },
    onError: (_error, _ids, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
      notify.error({ title: menuText('category.reorderFailed') });
      void queryClient.invalidateQueries({ queryKey: menuKeys.categoryLists() });
    },
  });
}
