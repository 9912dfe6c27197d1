import { randomUUID } from 'node:crypto';
import type { OrderResource } from '@comanda/domain/orders/order-resource';
import type { OrderStatus } from '@comanda/domain/orders/order-status';
import type { Db, Queryable } from '../../db/client';
import { columnsOf, runFixed, toColumnJson } from '../../db/fixed-statement';
import { takeIds } from '../../db/id-blocks';
import { orderLines, orders, type OrderLineRow, type OrderRow } from '../../db/schema/index';
import type { NewOrderLine } from './order-lines.service';
import { toOrderResource } from './orders.repository';

/*
 * New orders written in one statement (issue 15 perf:orders, docs/decisions/0027): their numbers from
 * the business's counter, the orders, their lines, the first status of each history, the audit
 * entries and, for a batch's orders sent with an Idempotency-Key, the key with its answer. One order
 * (createOrder, in its transaction) or a batch of them (placement-batch.ts, in no transaction: one
 * statement is atomic) take the same statement.
 *
 * The answer of each order is rendered before it is written, from the rows as they will be stored
 * (ids taken beforehand, db/id-blocks.ts), so that the key and its answer go in with the order; the
 * statement puts in the number, the one thing it decides. The counter's row is locked by the
 * statement only, so orders of one business queue on it for no longer than the statement runs.
 */

/** Every column of a new order that its placement decides (the rest are the statement's or fixed). */
export type OrderValues = Omit<OrderRow, 'id' | 'uuid' | 'number' | 'numberSeries' | 'status' | 'paymentStatus' | 'createdAt' | 'updatedAt' | 'paidAt' | 'closedAt'>;

export interface NewOrder {
  order: OrderValues;
  lines: readonly NewOrderLine[];
  /** What the audit entry keeps besides the number. */
  auditAfter: Record<string, unknown>;
}

export interface OrderToWrite extends NewOrder {
  /** Who placed it, as its status history's first entry names them. */
  placer: { id: number; name: string };
  /** An Idempotency-Key not claimed yet: stored with its answer, or the statement fails on its unique index. */
  claim?: { key: string; hash: string } | undefined;
}

const orderColumns = columnsOf(orders, ['number']);
const lineColumns = columnsOf(orderLines);
const prefixed = (alias: string, columns: string[]) => columns.map((column) => `${alias}.${column}`).join(', ');

// $1 business, $2 number series, $3 how many orders, $4 the orders (jsonb array of
// { order, lines, audit, key?, hash?, answer? }, rows by column name). The counter moves by all of
// them at once; the n-th order gets base + n.
const INSERT_ORDERS = `
with counter as (
  insert into order_counters (business_id, series, last_number) values ($1, $2, $3)
  on conflict (business_id, series) do update set last_number = order_counters.last_number + $3
  returning last_number - $3 as base
), input as (
  select e.value as v, e.ordinality as n, o.* from jsonb_array_elements($4::jsonb) with ordinality e
  cross join lateral jsonb_populate_record(null::orders, e.value->'order') o
), placed as (
  insert into orders (number, ${orderColumns.join(', ')})
  select counter.base + input.n, ${prefixed('input', orderColumns)} from counter cross join input
), lines as (
  insert into order_lines (${lineColumns.join(', ')})
  select ${prefixed('l', lineColumns)} from input
  cross join lateral jsonb_array_elements(input.v->'lines') e
  cross join lateral jsonb_populate_record(null::order_lines, e.value) l
), history as (
  insert into order_status_history (order_id, status, user_id, at)
  select id, status, created_by, created_at from input
), audited as (
  insert into audit_log (business_id, actor_user_id, action, entity, entity_id, after)
  select $1, created_by, 'order.create', 'order', id::text, jsonb_build_object('number', counter.base + input.n) || (input.v->'audit')
  from counter cross join input
), claims as (
  insert into idempotency_keys (business_id, key, request_hash, response_status, response)
  select $1, input.v->>'key', input.v->>'hash', 201, jsonb_set(input.v->'answer', '{data,number}', to_jsonb(counter.base + input.n))
  from counter cross join input where input.v ? 'key'
)
select base from counter`;

/** A new order's row as the statement stores it (the number aside). */
function orderRow(values: OrderValues, fixed: { id: number; series: string; status: OrderStatus; at: Date }): OrderRow {
  return {
    ...values,
    id: fixed.id,
    uuid: randomUUID(),
    number: 0,
    numberSeries: fixed.series,
    status: fixed.status,
    paymentStatus: 'unpaid',
    createdAt: fixed.at,
    updatedAt: fixed.at,
    paidAt: null,
    closedAt: null,
  };
}

function lineRow(line: NewOrderLine, fixed: { id: number; order: OrderRow }): OrderLineRow {
  const { order } = fixed;
  return { ...line, id: fixed.id, uuid: randomUUID(), orderId: order.id, businessId: order.businessId, addedBy: order.createdBy, createdAt: order.createdAt };
}

/**
 * New orders of one business and number series in one statement, numbered in the given order; their
 * answers. `db` is the database whose id blocks
 * serve, `q` where the statement runs (createOrder's transaction, or the database itself).
 */
export async function insertOrders(
  db: Db,
  q: Queryable,
  input: { businessId: number; series: string; status: OrderStatus; orders: readonly OrderToWrite[] },
): Promise<OrderResource[]> {
  if (input.orders.length === 0) return [];
  const [orderIds, lineIds] = await Promise.all([
    takeIds(db, q, 'orders_id_seq', input.orders.length),
    takeIds(db, q, 'order_lines_id_seq', input.orders.reduce((sum, o) => sum + o.lines.length, 0)),
  ]);
  const at = new Date();
  let nextLine = 0;
  const written = input.orders.map((o, i) => {
    const order = orderRow(o.order, { id: orderIds[i]!, series: input.series, status: input.status, at });
    const lines = o.lines.map((line) => lineRow(line, { id: lineIds[nextLine++]!, order }));
    const resource = toOrderResource(order, lines, [], [{ status: order.status, reason: null, user: o.placer, at: at.toISOString() }]);
    return { order, lines, resource, claim: o.claim, audit: o.auditAfter };
  });
  const payload = written.map((w) => ({
    order: toColumnJson(orders, w.order),
    lines: w.lines.map((line) => toColumnJson(orderLines, line)),
    audit: w.audit,
    ...(w.claim ? { key: w.claim.key, hash: w.claim.hash, answer: { data: w.resource } } : {}),
  }));
  const [row] = await runFixed<{ base: number }>(q, 'insert_orders', INSERT_ORDERS, [input.businessId, input.series, input.orders.length, JSON.stringify(payload)]);
  return written.map((w, i) => ({ ...w.resource, number: row!.base + i + 1 }));
}
