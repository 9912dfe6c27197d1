import { useQuery } from '@tanstack/react-query';
import type { StatsResource } from '@comanda/domain/stats/stats-resource';
import { apiRequest } from '../../../lib/api-client';

/** GET v1/businesses/{id}/stats: today's figures, and the month's with dashboard_statistics. */
export function useStats(businessId: number) {
  return useQuery({
    queryKey: ['stats', businessId] as const,
    queryFn: async ({ signal }) => (await apiRequest<{ data: StatsResource }>(`/businesses/${businessId}/stats`, { signal })).data,
    // The home page is looked at now and then: figures a minute old are fine, and read again on return.
    staleTime: 60_000,
  });
}
