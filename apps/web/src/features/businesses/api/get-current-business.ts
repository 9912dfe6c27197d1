import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Business } from '@comanda/domain/business/business-schemas';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** The business the user acts in, as the server decides it (a blocked one has can_access false). */
export async function getCurrentBusiness(): Promise<Business | null> {
  const res = await apiRequest<{ data: Business | null }>('/businesses/current', { loadingBar: false });
  return res.data;
}

/**
 * Keyed by the user's current_business_id (GET /me), so that entering, leaving or switching a
 * business reads the new one; without one there is nothing to ask.
 */
export function currentBusinessQueryOptions(currentBusinessId: number | null) {
  return queryOptions({
    queryKey: queryKeys.currentBusiness(currentBusinessId),
    queryFn: () => (currentBusinessId === null ? null : getCurrentBusiness()),
    staleTime: 60_000,
  });
}

export function useCurrentBusinessQuery(currentBusinessId: number | null, enabled = true) {
  return useQuery({ ...currentBusinessQueryOptions(currentBusinessId), enabled });
}
