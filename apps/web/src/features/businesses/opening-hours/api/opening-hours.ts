import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OpeningHoursBody, OpeningHoursResource } from '@comanda/domain/business/opening-hours';
import { apiRequest } from '../../../../lib/api-client';
import { useGuardedMutation } from '../../../../lib/use-guarded-mutation';

const openingHoursKey = (businessId: number) => ['businesses', businessId, 'opening-hours'] as const;

/** GET v1/businesses/{id}/schedules: the week, the exceptions, the version and open now. */
export async function getOpeningHours(businessId: number, signal?: AbortSignal): Promise<OpeningHoursResource> {
  const res = await apiRequest<{ data: OpeningHoursResource }>(`/businesses/${businessId}/schedules`, { signal });
  return res.data;
}

export function useOpeningHours(businessId: number) {
  return useQuery(queryOptions({ queryKey: openingHoursKey(businessId), queryFn: ({ signal }) => getOpeningHours(businessId, signal) }));
}

/** PUT v1/businesses/{id}/schedules: the whole document at once (409 when someone saved since). */
export async function saveOpeningHours(businessId: number, body: OpeningHoursBody): Promise<OpeningHoursResource> {
  const res = await apiRequest<{ data: OpeningHoursResource }>(`/businesses/${businessId}/schedules`, { method: 'PUT', body });
  return res.data;
}

/** Saves; the answer replaces the cached hours, and the current business (its open now) is refetched. */
export function useSaveOpeningHours(businessId: number) {
  const queryClient = useQueryClient();
  return useGuardedMutation({
    mutationFn: (body: OpeningHoursBody) => saveOpeningHours(businessId, body),
    onSuccess: (saved) => {
      queryClient.setQueryData(openingHoursKey(businessId), saved);
      return queryClient.invalidateQueries({ queryKey: ['businesses', 'current'] });
    },
  });
}

/** Reads the hours again (after a 409, to see what the other person saved). */
export function useReloadOpeningHours(businessId: number) {
  const queryClient = useQueryClient();
  return () => queryClient.resetQueries({ queryKey: openingHoursKey(businessId), exact: true });
}
