import { and, count, desc, eq, gte, inArray, lt, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { OrderListQuery } from '@comanda/domain/orders/order-list-query';
import { KITCHEN_STATUSES, kitchenSince } from '@comanda/domain/orders/kitchen';
import type { OrderResource, OrderSummary } from '@comanda/domain/orders/order-resource';
import { orderTypeById } from '@comanda/domain/orders/order-type';
import { businessDayEnd, businessDayStart } from '@comanda/domain/time/business-day';
import type { Queryable } from '../../db/client';
import { orders, type OrderRow } from '../../db/schema/index';
import { containsPattern, searchTextOf } from '../../db/schema/search-text';
import { itemCounts, orderFields, orderResources } from './orders.repository';

/*
 * The lists of orders (issue 15): the /orders history, filtered and paged newest first over
 * orders_business_created_idx (business_id, created_at), and the open orders of the last day for
 * the order manager. Rows are shaped by orderFields, with their item count from one query per page.
 */

/** Open orders older than this are not "real time" any more (a table left open overnight is). */
export const REAL_TIME_WINDOW_MS = 24 * 60 * 60 * 1000;

/** Fewer digits than this are an order number only: "3" must not match every phone with a 3 in it. */
const PHONE_SEARCH_MIN_DIGITS = 4;

/** The search box: an order number (exact), part of the customer's name, or digits of their phone. */
function searchCondition(search: string): SQL | undefined {
  const digits = search.replace(/\D/g, '');
  const onlyPhoneCharacters = digits !== '' && digits.length === search.replace(/[\s().+-]/g, '').length;
  if (!onlyPhoneCharacters) return sql`${searchTextOf('customer_name')} like ${containsPattern(search)}`;
  const conditions: SQL[] = [];
  if (digits.length <= 9) conditions.push(eq(orders.number, Number(digits)));
  if (digits.length >= PHONE_SEARCH_MIN_DIGITS) conditions.push(sql`regexp_replace(coalesce(${orders.customerWhatsapp}, ''), '\\D', '', 'g') like ${`%${digits}%`}`);
  return or(...conditions);
}

function listConditions(businessId: number, query: OrderListQuery, timeZone: string): SQL | undefined {
  const type = query.order_type_id === undefined ? null : orderTypeById(query.order_type_id);
  const search = query.search?.trim();
  return and(
    eq(orders.businessId, businessId),
    query.status && query.status.length > 0 ? inArray(orders.status, query.status) : undefined,
    type ? eq(orders.orderType, type) : undefined,
    query.payment_status ? eq(orders.paymentStatus, query.payment_status) : undefined,
    query.from ? gte(orders.createdAt, businessDayStart(query.from, timeZone)) : undefined,
    query.to ? lt(orders.createdAt, businessDayEnd(query.to, timeZone)) : undefined,
    search ? searchCondition(search) : undefined,
  );
}

async function summaries(q: Queryable, rows: OrderRow[]): Promise<OrderSummary[]> {
  const counts = await itemCounts(
    q,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({ ...orderFields(row), items_count: counts.get(row.id) ?? 0 }));
}

/** A page of the business's orders matching the filters, newest first, and how many match in all. */
export async function listOrders(q: Queryable, businessId: number, timeZone: string, query: OrderListQuery): Promise<{ data: OrderSummary[]; total: number }> {
  const where = listConditions(businessId, query, timeZone);
  const [rows, [totalRow]] = await Promise.all([
    q
      .select()
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    q.select({ total: count() }).from(orders).where(where),
  ]);
  return { data: await summaries(q, rows), total: totalRow?.total ?? 0 };
}

/**
 * A scheduled order is on the board from its release (decision 0047): held ones are left out, and a
 * released one counts from its release, not from when the customer sent it (perhaps yesterday).
 */
const onBoardSince = sql`coalesce(${orders.releasedAt}, ${orders.createdAt})`;
const notHeld = sql`(${orders.scheduledFor} IS NULL OR ${orders.releasedAt} IS NOT NULL)`;
const onBoardAfter = (now: Date) => sql`${onBoardSince} >= ${new Date(now.getTime() - REAL_TIME_WINDOW_MS).toISOString()}::timestamptz`;

/** Every order not finalized nor canceled on the board in the last 24 hours, oldest first (the kitchen's queue). */
export async function realTimeOrders(q: Queryable, businessId: number, now: Date): Promise<OrderSummary[]> {
  const rows = await q
    .select()
    .from(orders)
    .where(and(eq(orders.businessId, businessId), notInArray(orders.status, ['finalized', 'canceled']), notHeld, onBoardAfter(now)))
    .orderBy(onBoardSince, orders.id);
  return summaries(q, rows);
}

/** The kitchen's orders (noted or processing, of the last 24 hours) with their lines, the longest in the kitchen first. */
export async function kitchenOrders(q: Queryable, businessId: number, now: Date): Promise<OrderResource[]> {
  const rows = await q
    .select()
    .from(orders)
    .where(and(eq(orders.businessId, businessId), inArray(orders.status, [...KITCHEN_STATUSES]), notHeld, onBoardAfter(now)))
    .orderBy(onBoardSince, orders.id);
  const resources = await orderResources(q, rows);
  return resources.sort((a, b) => kitchenSince(a).localeCompare(kitchenSince(b)) || a.id - b.id);
}
