import type { OrderStatus } from '@comanda/domain/orders/order-status';
import type { Tx } from '../../db/client';
import { columnList, fromColumnJson, runFixed, toColumnJson } from '../../db/fixed-statement';
import { orderLines, orders, type OrderLineRow, type OrderRow } from '../../db/schema/index';
import type { NewOrderLine } from './order-lines.service';

/*
 * New orders written in one statement (issue 15 perf:orders, docs/decisions/0027): their numbers from
 * the business's counter, the orders, their lines, the first status of each history and the audit
 * entries. One order or a batch of them (placement-batch.ts) take the same statement.
 * The counter's row stays locked until the commit and every order of the business queues on it, so
 * the fewer round trips between taking the number and committing, the more orders a second.
 */

export type OrderValues = Omit<typeof orders.$inferInsert, 'id' | 'uuid' | 'number' | 'numberSeries' | 'status' | 'createdAt' | 'updatedAt'>;

const ORDER_KEYS = [
  'businessId', 'orderType', 'localSubType', 'tableId', 'tableName', 'subtotal', 'deliveryFee', 'serviceChargeRate', 'serviceCharge',
  'cardFee', 'discountRequested', 'discount', 'total', 'paymentType', 'valueToChange', 'changeDue', 'customerName', 'customerEmail',
  'customerWhatsapp', 'addressStreet', 'addressNumber', 'addressComplement', 'addressReference', 'districtId', 'districtName', 'notes',
  'version', 'createdBy',
] as const satisfies readonly (keyof OrderValues)[];

const LINE_KEYS = [
  'productId', 'productName', 'amount', 'promotionalPrice', 'activePromotion', 'isWeightBased', 'weight', 'qty', 'comments', 'options', 'subtotal',
] as const satisfies readonly (keyof NewOrderLine)[];

const orderColumns = columnList(orders, ORDER_KEYS);
const lineColumns = columnList(orderLines, LINE_KEYS);
const prefixed = (alias: string, list: string) => list.split(', ').map((column) => `${alias}.${column}`).join(', ');

// $1 business, $2 number series, $3 how many orders, $4 status, $5 the orders (jsonb array of
// { order, lines, audit }). The counter moves by all of them at once; the n-th order gets base + n.
const INSERT_ORDERS = `
with counter as (
  insert into order_counters (business_id, series, last_number) values ($1, $2, $3)
  on conflict (business_id, series) do update set last_number = order_counters.last_number + $3
  returning last_number - $3 as base
), input as (
  select e.value as v, e.ordinality as n from jsonb_array_elements($5::jsonb) with ordinality e
), placed as (
  insert into orders (number, number_series, status, ${orderColumns})
  select counter.base + input.n, $2, $4, ${prefixed('o', orderColumns)}
  from counter cross join input cross join lateral jsonb_populate_record(null::orders, input.v->'order') o
  order by input.n
  returning *
), numbered as (
  select placed.*, input.v from placed cross join counter join input on placed.number = counter.base + input.n
), lines as (
  insert into order_lines (order_id, business_id, added_by, ${lineColumns})
  select numbered.id, numbered.business_id, numbered.created_by, ${prefixed('l', lineColumns)}
  from numbered
  cross join lateral jsonb_array_elements(numbered.v->'lines') with ordinality e
  cross join lateral jsonb_populate_record(null::order_lines, e.value) l
  order by numbered.number, e.ordinality
  returning *
), history as (
  insert into order_status_history (order_id, status, user_id)
  select id, status, created_by from placed
  returning order_id, at
), audited as (
  insert into audit_log (business_id, actor_user_id, action, entity, entity_id, after)
  select business_id, created_by, 'order.create', 'order', id::text, jsonb_build_object('number', number) || (v->'audit')
  from numbered
)
select row_to_json(placed) as "order",
  (select coalesce(json_agg(row_to_json(lines) order by lines.id), '[]') from lines where lines.order_id = placed.id) as "lines",
  (select at from history where history.order_id = placed.id) as "at"
from placed
order by placed.number`;

export interface InsertedOrder {
  order: OrderRow;
  lines: OrderLineRow[];
  /** When its first status was recorded. */
  at: Date;
}

export interface NewOrder {
  order: OrderValues;
  lines: readonly NewOrderLine[];
  /** What the audit entry keeps besides the number. */
  auditAfter: Record<string, unknown>;
}

/** Several new orders of one business and number series, in one statement, numbered in the given order. */
export async function insertOrders(tx: Tx, input: { businessId: number; series: string; status: OrderStatus; orders: readonly NewOrder[] }): Promise<InsertedOrder[]> {
  if (input.orders.length === 0) return [];
  const payload = input.orders.map((o) => ({
    order: toColumnJson(orders, o.order),
    lines: o.lines.map((line) => toColumnJson(orderLines, Object.fromEntries(LINE_KEYS.map((key) => [key, line[key]])))),
    audit: o.auditAfter,
  }));
  const rows = await runFixed<{ order: Record<string, unknown>; lines: Record<string, unknown>[]; at: string }>(tx, 'insert_orders', INSERT_ORDERS, [
    input.businessId,
    input.series,
    input.orders.length,
    input.status,
    JSON.stringify(payload),
  ]);
  return rows.map((row) => ({
    order: fromColumnJson(orders, row.order),
    lines: row.lines.map((line) => fromColumnJson(orderLines, line)),
    at: new Date(row.at),
  }));
}

/** One new order (insertOrders of one). */
export async function insertOrder(tx: Tx, input: { series: string; status: OrderStatus } & NewOrder): Promise<InsertedOrder> {
  const [inserted] = await insertOrders(tx, { businessId: input.order.businessId, series: input.series, status: input.status, orders: [input] });
  return inserted!;
}
