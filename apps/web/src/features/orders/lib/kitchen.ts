import type { OrderResource } from '@comanda/domain/orders/order-resource';
import { inKitchen, kitchenSince } from '@comanda/domain/orders/kitchen';

/*
 * The kitchen view's list (/pedidos?modo=cozinha, issue 16): the orders being cooked, the longest in
 * the kitchen first, kept from the same realtime events as the board.
 */

/** The kitchen's orders after `order` changed: replaced, added, or gone once it left the kitchen. An older copy changes nothing. */
export function upsertKitchenOrder(orders: readonly OrderResource[], order: OrderResource): OrderResource[] {
  const current = orders.find((o) => o.id === order.id);
  if (current && current.version > order.version) return orders as OrderResource[];
  const others = orders.filter((o) => o.id !== order.id);
  if (!inKitchen(order.status)) return others;
  return [...others, order].sort((a, b) => kitchenSince(a).localeCompare(kitchenSince(b)) || a.id - b.id);
}
