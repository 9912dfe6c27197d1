import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Business } from '@comanda/domain/business/business-schemas';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export async function getMyBusinesses(): Promise<Business[]> {
  const res = await apiRequest<{ data: Business[] }>('/businesses', { loadingBar: false });
  return res.data;
}

export function myBusinessesQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.myBusinesses,
    queryFn: getMyBusinesses,
    staleTime: 60_000,
  });
}

export function useMyBusinesses() {
  return useQuery(myBusinessesQueryOptions());
}
