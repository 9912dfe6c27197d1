import type { OrderResource } from '@comanda/domain/orders/order-resource';
import type { Queryable } from '../../db/client';
import { recordEvent } from '../../lib/events/record-event';
import type { PrintMeta } from '../printing/printing.api';

/*
 * Events of orders and tables (issue 15), recorded in the change's transaction (decision 0042) and
 * sent to the business's room after the commit: `order.created` and `order.updated` carry
 * `{ data: order }` as GET v1/orders/{id} answers it (an order at a table also tells the table's
 * screens, `table.updated`, when delivered); `table.updated` carries `{ data: { id } }` of the table,
 * so screens refetch the map. An order's moment that prints (placed, accepted, appended, canceled)
 * carries its `PrintMeta`: the automatic printers' jobs are made when the event is delivered.
 */

export type OrderEvent = 'order.created' | 'order.updated';

export function recordOrderEvent(q: Queryable, businessId: number, name: OrderEvent, order: OrderResource, print?: PrintMeta): Promise<void> {
  return recordEvent(q, { businessId, name, payload: { data: order }, meta: print ? { ...print } : undefined });
}

export function recordTableEvent(q: Queryable, businessId: number, tableId: number): Promise<void> {
  return recordEvent(q, { businessId, name: 'table.updated', payload: { data: { id: tableId } } });
}
