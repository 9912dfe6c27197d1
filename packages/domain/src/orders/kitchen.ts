import type { OrderLineResource, OrderResource } from './order-resource';
import type { OrderStatus } from './order-status';

/*
 * The kitchen view of the order manager (issue 16): the orders being cooked, with their lines, and
 * what arrived after the kitchen got the order (a table that ordered more) marked as new.
 */

/** The statuses the kitchen works on: received (noted) and being prepared (processing). */
export const KITCHEN_STATUSES = ['noted', 'processing'] as const satisfies readonly OrderStatus[];

export function inKitchen(status: OrderStatus): boolean {
  return (KITCHEN_STATUSES as readonly OrderStatus[]).includes(status);
}

/** Whether the kitchen has already received the order (it left 'pending'): an edit then is worth an owner's look. */
export function kitchenHasOrder(status: OrderStatus): boolean {
  return status !== 'pending';
}

/**
 * When the kitchen got the order: its first move to noted (accepted, or placed as noted from the
 * PDV); its creation when the history says nothing of it.
 */
export function kitchenSince(order: Pick<OrderResource, 'history' | 'created_at'>): string {
  return order.history.find((entry) => entry.status === 'noted')?.at ?? order.created_at;
}

/**
 * A line added after the kitchen got the order. The order's first lines are written with its first
 * status, at the same instant, so only later additions are strictly after it. (A whole-list
 * replacement, PUT v1/orders/{id}, writes every line again and so marks them all new: the kitchen
 * then reads the whole order again, which is what it should do.)
 */
export function isAddedAfterKitchen(line: Pick<OrderLineResource, 'created_at'>, since: string): boolean {
  return Date.parse(line.created_at) > Date.parse(since);
}
