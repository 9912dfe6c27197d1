/** What other modules may use of orders: its commands, locking, reading and re-totalling an order, its terms, and its events. */
export { markOrderPaid } from './commands/mark-order-paid';
export { placeOrder, placementContext } from './commands/place-order';
export { submitOrder } from './submit-order';
export { placeAccess } from './orders.routes';
export { recordOrderEvent, recordTableEvent } from './order-events';
export { checkPaymentType, serviceChargeFor } from './order-terms';
export { lockOrder, orderResource, recordStatus, refreshOrderTotals, requireOrder } from './orders.repository';
export { releaseScheduledOrders } from './commands/release-scheduled-orders';
