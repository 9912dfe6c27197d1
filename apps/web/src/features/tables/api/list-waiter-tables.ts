import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WaiterTablesResource } from '@comanda/domain/tables/waiter-tables';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/*
 * GET v1/businesses/{id}/waiter-tables (manage_tables): the waiters and the tables each opened today.
 * Keyed under the tables' key, so whatever invalidates the tables (a table closed or renamed on this
 * device) reads it again too.
 */

/** Waiters open and close tables all through a service: the page refreshes while it is open. */
export const WAITER_TABLES_REFRESH_MS = 30_000;

export const waiterTablesKey = (businessId: number) => [...queryKeys.tables, 'waiters', businessId] as const;

export async function listWaiterTables(businessId: number, signal?: AbortSignal): Promise<WaiterTablesResource[]> {
  return (await apiRequest<{ data: WaiterTablesResource[] }>(`/businesses/${businessId}/waiter-tables`, { signal, loadingBar: false })).data;
}

export function waiterTablesQueryOptions(businessId: number) {
  return queryOptions({
    queryKey: waiterTablesKey(businessId),
    queryFn: ({ signal }) => listWaiterTables(businessId, signal),
    refetchInterval: WAITER_TABLES_REFRESH_MS,
  });
}

export function useWaiterTables(businessId: number) {
  return useQuery(waiterTablesQueryOptions(businessId));
}
