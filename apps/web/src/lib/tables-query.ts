import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TableResource } from '@comanda/domain/tables/table-resource';
import { apiRequest } from './api-client';
import { queryKeys } from './query-keys';

/*
 * The tables' list, below the features: the PDV's table map and the tables' settings read the same
 * query, so a change on either screen shows on the other.
 */

/** GET v1/businesses/{id}/tables: every table, free or occupied with its open order's total and age. */
export async function listTables(businessId: number, signal?: AbortSignal): Promise<TableResource[]> {
  return (await apiRequest<{ data: TableResource[] }>(`/businesses/${businessId}/tables`, { signal, loadingBar: false })).data;
}

export function tablesQueryOptions(businessId: number) {
  return queryOptions({
    queryKey: queryKeys.tableList(businessId),
    queryFn: ({ signal }) => listTables(businessId, signal),
    // Waiters open and close tables all day: the list refreshes while a screen shows it.
    refetchInterval: 15_000,
  });
}

export function useTables(businessId: number) {
  return useQuery(tablesQueryOptions(businessId));
}
