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
 * Status of an order saved from the PDV (spec §4): a new one starts as noted, an existing one keeps
 * its status.
 */
export function initialPdvStatus(existingOrder?: { status: OrderStatus } | null): OrderStatus {
  return existingOrder?.status ?? 'noted';
}
