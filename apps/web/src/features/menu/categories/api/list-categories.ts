import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CategoryResource } from '@comanda/domain/menu/menu-category';
import type { ProductFilter } from '@comanda/domain/menu/product-filter';
import { apiRequest } from '../../../../lib/api-client';
import { menuKeys } from '../../shared/api/menu-keys';

/**
 * GET v1/businesses/{id}/menu-categories: the business's categories by ranking. With a keyword or a
 * filter, only the categories with matching products, counting those (one request for the page).
 */
export async function listCategories(businessId: number, keyword: string, filter: ProductFilter, signal?: AbortSignal): Promise<CategoryResource[]> {
  const res = await apiRequest<{ data: CategoryResource[] }>(`/businesses/${businessId}/menu-categories`, {
    query: { keyword: keyword.trim() || undefined, filter: filter === 'all' ? undefined : filter },
    signal,
  });
  return res.data;
}

export function categoriesQueryOptions(businessId: number, keyword = '', filter: ProductFilter = 'all') {
  return queryOptions({
    queryKey: menuKeys.categories(businessId, { keyword: keyword.trim(), filter }),
    queryFn: ({ signal }) => listCategories(businessId, keyword, filter, signal),
    placeholderData: keepPreviousData,
    // The route's loader prefetches the list just before the page mounts: fresh for a moment, so the
    // mount does not fetch it again. Edits invalidate it themselves.
    staleTime: 10_000,
  });
}

export function useCategories(businessId: number | null, keyword = '', filter: ProductFilter = 'all') {
  return useQuery({ ...categoriesQueryOptions(businessId ?? 0, keyword, filter), enabled: businessId !== null });
}
