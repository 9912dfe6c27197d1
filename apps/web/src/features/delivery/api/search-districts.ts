import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { DistrictResource } from '@comanda/domain/regions/regions';
import type { Page } from '@comanda/domain/wire/pagination';
import { apiRequest } from '../../../lib/api-client';
import { deliveryKeys } from './delivery-keys';

/** GET v1/core/regions/cities/{id}/districts: the first bairros of a city whose name holds `search`. */
export async function searchDistricts(cityId: number, search: string, signal?: AbortSignal): Promise<Page<DistrictResource>> {
  return apiRequest<Page<DistrictResource>>(`/core/regions/cities/${cityId}/districts`, { query: { search, per_page: 20 }, signal, loadingBar: false });
}

export function districtSearchQueryOptions(cityId: number, search: string) {
  return queryOptions({
    queryKey: deliveryKeys.districtSearch(cityId, search),
    queryFn: ({ signal }) => searchDistricts(cityId, search, signal),
    // The previous answer stays on screen while the next one is asked for, so the list does not blink.
    placeholderData: keepPreviousData,
  });
}

/** Asks only once something is typed in a chosen city. */
export function useDistrictSearch(cityId: number | null, search: string) {
  return useQuery({ ...districtSearchQueryOptions(cityId ?? 0, search), enabled: cityId !== null && search.trim() !== '' });
}
