import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { GeneralSettingsBody, GeneralSettingsResource } from '@comanda/domain/business/general-settings';
import { apiRequest } from '../../../../lib/api-client';
import { queryKeys } from '../../../../lib/query-keys';
import { useGuardedMutation } from '../../../../lib/use-guarded-mutation';

const generalSettingsKey = (businessId: number) => ['businesses', businessId, 'general-settings'] as const;

/** GET v1/businesses/{id}/general-settings: the settings and the version they were read at. */
export async function getGeneralSettings(businessId: number, signal?: AbortSignal): Promise<GeneralSettingsResource> {
  return (await apiRequest<{ data: GeneralSettingsResource }>(`/businesses/${businessId}/general-settings`, { signal })).data;
}

export function useGeneralSettings(businessId: number) {
  return useQuery(queryOptions({ queryKey: generalSettingsKey(businessId), queryFn: ({ signal }) => getGeneralSettings(businessId, signal) }));
}

/** PUT v1/businesses/{id}/general-settings: every setting at once (409 when someone saved since). */
export async function saveGeneralSettings(businessId: number, body: GeneralSettingsBody): Promise<GeneralSettingsResource> {
  return (await apiRequest<{ data: GeneralSettingsResource }>(`/businesses/${businessId}/general-settings`, { method: 'PUT', body })).data;
}

/**
 * The answer replaces the cached settings (the page starts over from them); the business is read
 * again, since the PDV and the order manager take the service charge and the settings from it.
 */
export function useSaveGeneralSettings(businessId: number) {
  const queryClient = useQueryClient();
  return useGuardedMutation({
    mutationFn: (body: GeneralSettingsBody) => saveGeneralSettings(businessId, body),
    onSuccess: (saved) => {
      queryClient.setQueryData(generalSettingsKey(businessId), saved);
      return queryClient.invalidateQueries({ queryKey: queryKeys.currentBusiness(businessId) });
    },
  });
}

/** Reads the settings again (after a 409, to see what the other person saved). */
export function useReloadGeneralSettings(businessId: number) {
  const queryClient = useQueryClient();
  return () => queryClient.resetQueries({ queryKey: generalSettingsKey(businessId), exact: true });
}
