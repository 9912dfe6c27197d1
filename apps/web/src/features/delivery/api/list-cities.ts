import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CityResource } from '@comanda/domain/regions/regions';
import { apiRequest } from '../../../lib/api-client';
import { deliveryKeys } from './delivery-keys';

/** GET v1/core/regions/states/{id}/cities: a state's municipalities, by name. */
export async function listCities(stateId: number, signal?: AbortSignal): Promise<CityResource[]> {
  return (await apiRequest<{ data: CityResource[] }>(`/core/regions/states/${stateId}/cities`, { signal })).data;
}

export function citiesQueryOptions(stateId: number) {
  return queryOptions({ queryKey: deliveryKeys.cities(stateId), queryFn: ({ signal }) => listCities(stateId, signal), staleTime: Infinity });
}

export function useCities(stateId: number | null) {
  return useQuery({ ...citiesQueryOptions(stateId ?? 0), enabled: stateId !== null });
}
