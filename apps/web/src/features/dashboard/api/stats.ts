import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { StatsResource } from '@comanda/domain/stats/stats-resource';
import { apiRequest } from '../../../lib/api-client';
import type { Period } from '../lib/stats-periods';

/**
 * GET v1/businesses/{id}/stats: today's figures, and a period's with dashboard_statistics (the month
 * so far when no period is given).
 */
export function useStats(businessId: number, period: Period | null) {
  return useQuery({
    queryKey: ['stats', businessId, period?.from ?? null, period?.to ?? null] as const,
    queryFn: async ({ signal }) => {
      const query = period ? `?${new URLSearchParams({ from: period.from, to: period.to }).toString()}` : '';
      return (await apiRequest<{ data: StatsResource }>(`/businesses/${businessId}/stats${query}`, { signal })).data;
    },
    // The home page is looked at now and then: figures a minute old are fine, and read again on return.
    staleTime: 60_000,
    // Another period keeps today's figures and the last charts on screen until its own arrive.
    placeholderData: keepPreviousData,
  });
}
