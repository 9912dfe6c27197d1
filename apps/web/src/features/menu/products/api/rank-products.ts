import { useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { useGuardedMutation } from '../../../../lib/use-guarded-mutation';
import { apiRequest } from '../../../../lib/api-client';
import { notify } from '../../../../lib/toast';
import { menuText } from '../../i18n';
import { reorderPages } from '../../shared/lib/reorder';
import type { ProductPage } from '../../categories/api/list-category-products';
import { menuKeys } from '../../shared/api/menu-keys';

export type RankProductsBody = { category_id: number; ids: number[] };

/** POST v1/products/ranking: the new order of a category's products. */
export async function rankProducts(body: RankProductsBody): Promise<void> {
  await apiRequest<void>('/products/ranking', { method: 'POST', body });
}

/** The unfiltered list of the category: the only one that can be reordered. */
const unfilteredKey = (categoryId: number) => menuKeys.categoryProductsPage(categoryId, { keyword: '', filter: 'all' });

/**
 * Reorders optimistically: the list shows the new order at once; if the API refuses, the previous
 * order comes back and a toast says so.
 */
export function useRankProducts() {
  const queryClient = useQueryClient();
  return useGuardedMutation({
    mutationFn: rankProducts,
    onMutate: async ({ category_id, ids }) => {
      const key = unfilteredKey(category_id);
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<InfiniteData<ProductPage>>(key);
      if (previous) {
        const byId = new Map(previous.pages.flatMap((page) => page.data).map((p) => [p.id, p]));
        const ordered = ids.map((id) => byId.get(id)).filter((p) => p !== undefined);
        if (ordered.length === byId.size) queryClient.setQueryData(key, reorderPages(previous, ordered));
      }
      return { previous };
    },
    onError: (_error, { category_id }, context) => {
      if (context?.previous) queryClient.setQueryData(unfilteredKey(category_id), context.previous);
      notify.error({ title: menuText('category.reorderFailed') });
      void queryClient.invalidateQueries({ queryKey: menuKeys.categoryProducts(category_id) });
    },
  });
}
