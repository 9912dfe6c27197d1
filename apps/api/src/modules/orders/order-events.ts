import type { FastifyInstance } from 'fastify';
import type { OrderResource } from '@comanda/domain/orders/order-resource';
import type { AfterCommit } from '../../lib/unit-of-work';

/*
 * Realtime events of orders and tables (issue 15), in the business's room and only after the commit
 * (decision 0012): `order.created` and `order.updated` carry `{ data: order }` as GET v1/orders/{id}
 * answers it; `table.updated` carries `{ data: { id } }` of the table, so screens refetch the map.
 */

export type OrderEvent = 'order.created' | 'order.updated';

export function emitOrderAfterCommit(app: FastifyInstance, afterCommit: AfterCommit, businessId: number, event: OrderEvent, order: OrderResource): void {
  afterCommit(() => app.realtime.emitToBusiness(businessId, event, { data: order }));
  if (order.table_id !== null) emitTableAfterCommit(app, afterCommit, businessId, order.table_id);
}

export function emitTableAfterCommit(app: FastifyInstance, afterCommit: AfterCommit, businessId: number, tableId: number): void {
  afterCommit(() => app.realtime.emitToBusiness(businessId, 'table.updated', { data: { id: tableId } }));
}
