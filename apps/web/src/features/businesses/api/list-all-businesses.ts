import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Business } from '@comanda/domain/business/business-schemas';
import type { Page } from '@comanda/domain/wire/pagination';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export type BusinessPage = Page<Business>;
export type ListAllBusinessesParams = { page: number; search: string };

export const BUSINESSES_PER_PAGE = 20;

/** Every business of the platform (admins only). */
export function listAllBusinesses({ page, search }: ListAllBusinessesParams, signal?: AbortSignal) {
  return apiRequest<BusinessPage>('/businesses/all', {
    query: { page, per_page: BUSINESSES_PER_PAGE, search: search.trim() || undefined },
    signal,
  });
}

export function allBusinessesQueryOptions(params: ListAllBusinessesParams) {
  return queryOptions({
    queryKey: queryKeys.allBusinesses(params),
    queryFn: ({ signal }) => listAllBusinesses(params, signal),
    placeholderData: keepPreviousData,
  });
}

export function useAllBusinesses(params: ListAllBusinessesParams) {
  return useQuery(allBusinessesQueryOptions(params));
}
