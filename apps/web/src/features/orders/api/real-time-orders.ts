import { useEffect } from 'react';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { OrderResource, OrderSummary } from '@comanda/domain/orders/order-resource';
import { apiRequest } from '../../../lib/api-client';
import { REALTIME_CONNECTED, subscribeRealtime } from '../../../lib/socket';
import { summaryOf, upsertOrder } from '../lib/board';
import { upsertKitchenOrder } from '../lib/kitchen';
import { ordersKeys } from './orders-keys';

/** GET v1/businesses/{id}/orders-real-time: the open orders of the last 24 hours, oldest first. */
export function useRealTimeOrders(businessId: number) {
  return useQuery({
    queryKey: ordersKeys.realTime(businessId),
    queryFn: async ({ signal }) => (await apiRequest<{ data: OrderSummary[] }>(`/businesses/${businessId}/orders-real-time`, { signal })).data,
    // Events keep it current; a refetch happens only after a reconnection (see useLiveOrders).
    staleTime: Infinity,
  });
}

/** GET v1/businesses/{id}/orders-kitchen: the noted and processing orders with their lines. */
export function useKitchenOrders(businessId: number) {
  return useQuery({
    queryKey: ordersKeys.kitchen(businessId),
    queryFn: async ({ signal }) => (await apiRequest<{ data: OrderResource[] }>(`/businesses/${businessId}/orders-kitchen`, { signal })).data,
    staleTime: Infinity,
  });
}

/**
 * Puts an order's new state on the board and in the kitchen view, where they are loaded (its card
 * replaced, added, or removed once it left them).
 */
export function putOnBoard(queryClient: QueryClient, businessId: number, order: OrderResource): void {
  applyEvent<OrderSummary[]>(queryClient, ordersKeys.realTime(businessId), (orders) => (orders ? upsertOrder(orders, summaryOf(order)) : orders));
  applyEvent<OrderResource[]>(queryClient, ordersKeys.kitchen(businessId), (orders) => (orders ? upsertKitchenOrder(orders, order) : orders));
}

/**
 * An event's change to a cached list. A read of that list still in flight (the one made when the
 * socket connected) may have been answered before this change was written, and its answer would
 * undo it when it lands: it is dropped and the list read again, which includes the change (events
 * are sent after their commit).
 */
function applyEvent<T>(queryClient: QueryClient, queryKey: readonly unknown[], update: (data: T | undefined) => T | undefined): void {
  const inFlight = queryClient.isFetching({ queryKey, exact: true }) > 0;
  if (inFlight) void queryClient.cancelQueries({ queryKey, exact: true });
  queryClient.setQueryData<T>(queryKey, update);
  if (inFlight) void queryClient.invalidateQueries({ queryKey, exact: true });
}

/**
 * The board read again once the connection is made; the orders it finds that the board did not
 * have and nobody has acted on yet go to `onCreated`. Before the page's first read answered, there
 * is nothing to compare with: what it finds is the board as it was, nothing new.
 */
export async function readBoardAgain(queryClient: QueryClient, businessId: number, onCreated: (order: { id: number }) => void): Promise<void> {
  const board = ordersKeys.realTime(businessId);
  const before = queryClient.getQueryData<OrderSummary[]>(board);
  const known = before ? new Set(before.map((order) => order.id)) : null;
  await queryClient.invalidateQueries({ queryKey: board });
  if (!known) return;
  const missed = (queryClient.getQueryData<OrderSummary[]>(board) ?? []).filter((order) => !known.has(order.id) && isNewStatus(order.status));
  missed.forEach(onCreated);
}

/** An order nobody has acted on yet: what the alert is for. */
const isNewStatus = (status: OrderSummary['status']) => status === 'pending' || status === 'noted';

/**
 * Keeps the board and the kitchen view live while mounted: each `order.created` / `order.updated` event's order goes
 * onto the cached board in place (no refetch per event); whenever the connection is made (after the
 * page loaded, after a network loss or a laptop's sleep) they are read again once, since events
 * may have been missed meanwhile. `onCreated` hears new orders (the sound), those of the events and
 * those the read after a connection finds that the board did not have: placed while the socket was
 * down, or before a slow first connection was made.
 */
export function useLiveOrders(businessId: number, onCreated: (order: { id: number }) => void): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const orderOf = (payload: unknown) => (payload as { data?: OrderResource } | null)?.data;
    const offCreated = subscribeRealtime('order.created', (payload) => {
      const order = orderOf(payload);
      if (!order) return;
      putOnBoard(queryClient, businessId, order);
      onCreated(order);
    });
    const offUpdated = subscribeRealtime('order.updated', (payload) => {
      const order = orderOf(payload);
      if (!order) return;
      putOnBoard(queryClient, businessId, order);
      queryClient.setQueryData(ordersKeys.detail(order.id), order);
    });
    const offConnected = subscribeRealtime(REALTIME_CONNECTED, () => {
      void readBoardAgain(queryClient, businessId, onCreated);
      void queryClient.invalidateQueries({ queryKey: ordersKeys.kitchen(businessId) });
    });
    return () => {
      offCreated();
      offUpdated();
      offConnected();
    };
  }, [queryClient, businessId, onCreated]);
}
