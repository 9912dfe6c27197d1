import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { OrderResource } from '@comanda/domain/orders/order-resource';
import type { CloseBillBody } from '@comanda/domain/tables/table-resource';
import { apiRequest, isApiError } from '../../../lib/api-client';
import { useGuardedMutation } from '../../../lib/use-guarded-mutation';
import { queryKeys } from '../../../lib/query-keys';

/**
 * GET v1/tables/{id}/order: the table's open order, or null when it has none (404 with code
 * order_not_found, spec §8: the PDV then starts a new order).
 */
export async function getTableOrder(tableId: number, signal?: AbortSignal): Promise<OrderResource | null> {
  try {
    return (await apiRequest<{ data: OrderResource }>(`/tables/${tableId}/order`, { signal, loadingBar: false })).data;
  } catch (error) {
    if (isApiError(error) && error.status === 404 && error.code === 'order_not_found') return null;
    throw error;
  }
}

export function useTableOrder(tableId: number | null) {
  return useQuery({
    queryKey: queryKeys.tableOrder(tableId ?? 0),
    queryFn: ({ signal }) => getTableOrder(tableId ?? 0, signal),
    enabled: tableId !== null,
  });
}

/** After an action on tables: the map and those tables' open orders are read again. */
async function refreshTables(queryClient: QueryClient, businessId: number, tableIds: readonly number[]): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.tableList(businessId) }),
    ...tableIds.map((id) => queryClient.invalidateQueries({ queryKey: queryKeys.tableOrder(id) })),
  ]);
}

/** PUT v1/tables/{id}/close ("Fechar conta") with an Idempotency-Key: the table is free again. */
export function useCloseBill(businessId: number) {
  const queryClient = useQueryClient();
  return useGuardedMutation({
    idempotent: true,
    mutationFn: ({ tableId, body }: { tableId: number; body: CloseBillBody }, { idempotencyKey }) =>
      apiRequest<unknown>(`/tables/${tableId}/close`, { method: 'PUT', body, idempotencyKey }),
    onSettled: (_data, _error, { tableId }) => refreshTables(queryClient, businessId, [tableId]),
  });
}

type MoveVariables = { tableId: number; otherId: number };

/**
 * PUT v1/tables/{id}/transfer (the order moves to the free `otherId`) and PUT v1/tables/{id}/merge
 * (`otherId`'s order comes into this table's), each with an Idempotency-Key; both tables refresh.
 */
export function useMoveTableOrder(businessId: number, kind: 'transfer' | 'merge') {
  const queryClient = useQueryClient();
  return useGuardedMutation({
    idempotent: true,
    mutationFn: ({ tableId, otherId }: MoveVariables, { idempotencyKey }) =>
      apiRequest<unknown>(`/tables/${tableId}/${kind}`, {
        method: 'PUT',
        body: kind === 'transfer' ? { to_table_id: otherId } : { from_table_id: otherId },
        idempotencyKey,
      }),
    onSettled: (_data, _error, { tableId, otherId }) => refreshTables(queryClient, businessId, [tableId, otherId]),
  });
}
