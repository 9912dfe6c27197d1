import type { OrderResource, OrderSummary } from '@comanda/domain/orders/order-resource';
import { isFinalStatus, type OrderStatus } from '@comanda/domain/orders/order-status';

/*
 * The order manager's board (/pedidos, issue 16): today's open orders in a column per stage, kept
 * live from the realtime events (each event's order replaces its card, no refetch).
 */

export type BoardColumn = 'pending' | 'noted' | 'processing' | 'done' | 'out';

/** The stage columns, left to right; the last holds the three "on its way out" statuses. */
export const BOARD_COLUMNS: readonly BoardColumn[] = ['pending', 'noted', 'processing', 'done', 'out'];

export function columnOf(status: OrderStatus): BoardColumn | null {
  switch (status) {
    case 'pending':
    case 'noted':
    case 'processing':
    case 'done':
      return status;
    case 'in_delivery':
    case 'waiting_get':
    case 'in_consumption':
      return 'out';
    default:
      return null;
  }
}

/** An event's order as the board's list carries it (the list counts items as the sum of quantities). */
export function summaryOf(order: OrderResource): OrderSummary {
  const { products, history: _history, payments: _payments, ...fields } = order;
  return { ...fields, items_count: products.reduce((sum, line) => sum + line.qty, 0) };
}

/**
 * The board's orders after `order` changed: its card replaced (or added), or gone once it is final.
 * An older copy (a lower version, e.g. an event that arrived after our own action's answer) changes
 * nothing. Oldest first, as GET orders-real-time answers.
 */
export function upsertOrder(orders: readonly OrderSummary[], order: OrderSummary): OrderSummary[] {
  const current = orders.find((o) => o.id === order.id);
  if (current && current.version > order.version) return orders as OrderSummary[];
  const others = orders.filter((o) => o.id !== order.id);
  if (isFinalStatus(order.status)) return others;
  return [...others, order].sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id - b.id);
}

export type Lateness = 'on-time' | 'late' | 'overdue';

/**
 * How late an order is by the business's preparation time: amber past 75% of it, red past it. With
 * no preparation time set, 30 minutes.
 */
export function latenessOf(createdAt: string, now: Date, preparationMinutes: number | null): Lateness {
  const minutes = (now.getTime() - new Date(createdAt).getTime()) / 60_000;
  const limit = preparationMinutes && preparationMinutes > 0 ? preparationMinutes : 30;
  if (minutes >= limit) return 'overdue';
  if (minutes >= limit * 0.75) return 'late';
  return 'on-time';
}

/** Whole minutes since an instant, never negative (the viewer's clock may run behind the server's). */
export function minutesSince(iso: string, now: Date): number {
  return Math.max(0, Math.floor((now.getTime() - new Date(iso).getTime()) / 60_000));
}

/** The orders a search and a type filter leave: by number (exact) or customer name (any part, no accents or case). */
export function filterBoard<T extends Pick<OrderSummary, 'order_type' | 'number' | 'customer_name' | 'table_name'>>(
  orders: readonly T[],
  filter: { type: OrderSummary['order_type'] | 'all'; search: string },
): T[] {
  const search = fold(filter.search.trim());
  return orders.filter((order) => {
    if (filter.type !== 'all' && order.order_type !== filter.type) return false;
    if (!search) return true;
    return String(order.number) === search || fold(order.customer_name ?? '').includes(search) || fold(order.table_name ?? '').includes(search);
  });
}

const fold = (text: string) => text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();
