import type { OrderListQueryInput } from '@comanda/domain/orders/order-list-query';

/** Query keys of orders: the business's lists (every filter a key of its own) and one order. */
export const ordersKeys = {
  lists: (businessId: number) => ['orders', businessId, 'list'] as const,
  list: (businessId: number, query: OrderListQueryInput) => ['orders', businessId, 'list', query] as const,
  detail: (orderId: number) => ['orders', 'detail', orderId] as const,
  /** The order's static Pix code: under its detail, so whatever reads the order again reads it again too. */
  /** The order manager's board: kept by events, not part of `lists` (an action does not refetch it). */
  realTime: (businessId: number) => ['orders', businessId, 'real-time'] as const,
  /** The kitchen view's orders, with their lines: kept by the same events as the board. */
  kitchen: (businessId: number) => ['orders', businessId, 'kitchen'] as const,
};
