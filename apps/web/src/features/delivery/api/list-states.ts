import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StateResource } from '@comanda/domain/regions/regions';
import { apiRequest } from '../../../lib/api-client';
import { deliveryKeys } from './delivery-keys';

/** GET v1/core/regions/states: the 27 states, by name. */
export async function listStates(signal?: AbortSignal): Promise<StateResource[]> {
  return (await apiRequest<{ data: StateResource[] }>('/core/regions/states', { signal })).data;
}

export function statesQueryOptions() {
  // Changes only with a new version of the app.
  return queryOptions({ queryKey: deliveryKeys.states(), queryFn: ({ signal }) => listStates(signal), staleTime: Infinity });
}

export function useStates() {
  return useQuery(statesQueryOptions());
}
