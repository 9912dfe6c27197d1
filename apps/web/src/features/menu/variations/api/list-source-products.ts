import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductResource } from '@comanda/domain/menu/product';
import { apiRequest } from '../../../../lib/api-client';
import { optionKeys } from '../../shared/api/option-keys';
import { nextPage, type Page } from '@comanda/domain/wire/pagination';

type ProductPage = Page<ProductResource>;

const PER_PAGE = 100;

/**
 * GET v1/businesses/{id}/menu-categories/{categoryId}/products: every product of one category (all
 * pages), for picking the product whose group is copied.
 */
export async function listSourceProducts(businessId: number, categoryId: number, signal?: AbortSignal): Promise<ProductResource[]> {
  const products: ProductResource[] = [];
  for (let page = 1; ; page += 1) {
    const res = await apiRequest<ProductPage>(`/businesses/${businessId}/menu-categories/${categoryId}/products`, {
      query: { page, per_page: PER_PAGE },
      signal,
    });
    products.push(...res.data);
    if (nextPage(res.meta) === undefined) return products;
  }
}

export function sourceProductsQueryOptions(businessId: number, categoryId: number) {
  return queryOptions({
    queryKey: optionKeys.sourceProducts(categoryId),
    queryFn: ({ signal }) => listSourceProducts(businessId, categoryId, signal),
  });
}

export function useSourceProducts(businessId: number | null, categoryId: number | null) {
  return useQuery({
    ...sourceProductsQueryOptions(businessId ?? 0, categoryId ?? 0),
    enabled: businessId !== null && categoryId !== null,
  });
}
