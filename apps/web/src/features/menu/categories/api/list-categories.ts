import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CategoryResource } from '@comanda/domain/menu/menu-category';
import { apiRequest } from '../../../../lib/api-client';
import { menuKeys } from '../../shared/api/menu-keys';

/** GET v1/businesses/{id}/menu-categories: the business's categories by ranking (keyword optional). */
export async function listCategories(businessId: number, keyword: string, signal?: AbortSignal): Promise<CategoryResource[]> {
  const res = await apiRequest<{ data: CategoryResource[] }>(`/businesses/${businessId}/menu-categories`, {
    query: { keyword: keyword.trim() || undefined },
    signal,
  });
  return res.data;
}

export function categoriesQueryOptions(businessId: number, keyword = '') {
  return queryOptions({
    queryKey: menuKeys.categories(businessId, keyword.trim()),
    queryFn: ({ signal }) => listCategories(businessId, keyword, signal),
    placeholderData: keepPreviousData,
  });
}

export function useCategories(businessId: number | null, keyword = '') {
  return useQuery({ ...categoriesQueryOptions(businessId ?? 0, keyword), enabled: businessId !== null });
}
