import { ORDER_STATUS_DECLARATION, ORDER_STATUSES, isFinalStatus, type OrderStatus } from './order-status';
import { ORDER_TYPE_NAMES, type OrderType } from './order-type';

/*
 * Transition table derived from the status declaration: each status may move to where its action
 * button leads, and any non-final status may be cancelled. Payment (paid) is not a status change:
 * it is allowed whatever the status (see payment.ts).
 */

function actionTargets(status: OrderStatus, orderType?: OrderType): OrderStatus[] {
  const action = ORDER_STATUS_DECLARATION[status].action;
  if (!action) return [];
  if (typeof action.next === 'string') return [action.next];
  const byType: Record<OrderType, OrderStatus> = action.next;
  return orderType ? [byType[orderType]] : ORDER_TYPE_NAMES.map((type) => byType[type]);
}

/** Every status an order in `status` may move to (for its type, when given). */
export function allowedTransitions(status: OrderStatus, orderType?: OrderType): OrderStatus[] {
  if (isFinalStatus(status)) return [];
  return [...new Set<OrderStatus>([...actionTargets(status, orderType), 'canceled'])];
}

/**
 * Whether an order may go from `from` to `to`. With an order type, dispatch only goes to that
 * type's status (a delivery order goes in_delivery, never waiting_get).
 */
export function canTransition(from: OrderStatus, to: OrderStatus, orderType?: OrderType): boolean {
  return allowedTransitions(from, orderType).includes(to);
}

/** The whole table, status → reachable statuses, e.g. for the API's documentation. */
export const ORDER_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = Object.fromEntries(
  ORDER_STATUSES.map((status) => [status, allowedTransitions(status)]),
) as Record<OrderStatus, OrderStatus[]>;

/**
 * A new order's first status (spec §4, issue 16). An order from the PDV is noted: the waiter took
 * it. An order placed with `status: 'pending'` (from a channel whose orders someone must accept: an
 * integration, an order taken by phone to confirm) waits in pending, unless the business accepts
 * orders automatically (general setting auto_accept_orders): then it is noted at once, on the server,
 * with no screen open. Any other status asked for is ignored. Products appended to an existing order
 * never change its status.
 */
export function initialOrderStatus(requested: OrderStatus | null | undefined, business: { autoAccept: boolean }): OrderStatus {
  return requested === 'pending' && !business.autoAccept ? 'pending' : 'noted';
}
