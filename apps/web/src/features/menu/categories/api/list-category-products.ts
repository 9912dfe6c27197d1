import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { ProductResource } from '@comanda/domain/menu/product';
import type { ProductFilter } from '@comanda/domain/menu/product-filter';
import { apiRequest } from '../../../../lib/api-client';
import { menuKeys } from '../../shared/api/menu-keys';
import { nextPage, type Page } from '@comanda/domain/wire/pagination';

export type { ProductFilter };
export type ProductPage = Page<ProductResource>;
export type CategoryProductsParams = { keyword: string; filter: ProductFilter };

/** Products shown per page of a category: small enough for 50 open categories to stay quick. */
export const PRODUCTS_PER_PAGE = 20;

/** GET v1/businesses/{id}/menu-categories/{categoryId}/products, by ranking. */
export function listCategoryProducts(
  businessId: number,
  categoryId: number,
  { keyword, filter }: CategoryProductsParams,
  page: number,
  signal?: AbortSignal,
): Promise<ProductPage> {
  return apiRequest<ProductPage>(`/businesses/${businessId}/menu-categories/${categoryId}/products`, {
    query: { keyword: keyword.trim() || undefined, filter: filter === 'all' ? undefined : filter, page, per_page: PRODUCTS_PER_PAGE },
    signal,
    loadingBar: false,
  });
}

export function categoryProductsQueryOptions(businessId: number, categoryId: number, params: CategoryProductsParams) {
  return infiniteQueryOptions({
    queryKey: menuKeys.categoryProductsPage(categoryId, { keyword: params.keyword.trim(), filter: params.filter }),
    queryFn: ({ pageParam, signal }) => listCategoryProducts(businessId, categoryId, params, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => nextPage(last.meta),
    // The page's loader fetches the first categories' products with the list: fresh for a moment, so
    // their sections do not ask again as they mount. Edits invalidate them themselves.
    staleTime: 10_000,
  });
}

export function useCategoryProducts(
  businessId: number,
  categoryId: number,
  params: CategoryProductsParams,
  enabled: boolean,
) {
  return useInfiniteQuery({ ...categoryProductsQueryOptions(businessId, categoryId, params), enabled });
}
