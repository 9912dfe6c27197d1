import { and, asc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import { cardFeeFromStored } from '@comanda/domain/business/card-fee';
import { hundredthsToPercent } from '@comanda/domain/money/percent';
import type { OrderLineOptionSnapshot, OrderLineResource, OrderResource } from '@comanda/domain/orders/order-resource';
import { changeFor, priceOrder } from '@comanda/domain/orders/order-pricing';
import type { OrderStatus } from '@comanda/domain/orders/order-status';
import { orderTypeId } from '@comanda/domain/orders/order-type';
import { businessDate } from '@comanda/domain/time/business-time';
import type { OrderProductInput } from '@comanda/domain/totals/order-product';
import type { Lang } from '@comanda/domain/validation/lang';
import type { Queryable, Tx } from '../../db/client';
import { orderLines, orderPayments, orders, orderStatusHistory, paymentRefunds, users, type OrderLineRow, type OrderRow } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { msg } from '../../lib/messages';
import type { BusinessRow } from '../../plugins/who-is-asking';

/*
 * The orders' shared core (issue 15, docs/decisions/0026): load an order of a business (another
 * business's reads as missing, decision 0006), lock it for a change, give it its next number, record
 * a status, refresh its stored totals from its lines, and shape it for the wire. The order routes,
 * the tables (transfer, merge, close the bill) and later the order manager all go through here.
 */

export async function findOrder(q: Queryable, businessId: number, id: number): Promise<OrderRow | undefined> {
  const [row] = await q
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), eq(orders.businessId, businessId)));
  return row;
}

export async function requireOrder(q: Queryable, businessId: number, id: number, lang: Lang): Promise<OrderRow> {
  const row = await findOrder(q, businessId, id);
  if (!row) throw new AppError('not_found', msg(lang, 'order_not_found'));
  return row;
}

/** The order row locked until the transaction ends: every change of an order starts here, so changes queue. */
export async function lockOrder(tx: Tx, businessId: number, id: number, lang: Lang): Promise<OrderRow> {
  const [row] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), eq(orders.businessId, businessId)))
    .for('update');
  if (!row) throw new AppError('not_found', msg(lang, 'order_not_found'));
  return row;
}

/** The counter an order's number comes from: the business's local day when numbers reset daily (general settings), else one running series. */
export function orderNumberSeries(business: Pick<BusinessRow, 'timezone' | 'orderNumberReset'>, now: Date): string {
  return business.orderNumberReset === 'daily' ? businessDate(now, business.timezone) : 'all';
}

export type HistoryEntry = OrderResource['history'][number];

export async function recordStatus(tx: Tx, entry: { orderId: number; status: OrderStatus; userId: number | null; reason?: string | null }): Promise<void> {
  await tx.insert(orderStatusHistory).values({ orderId: entry.orderId, status: entry.status, userId: entry.userId, reason: entry.reason ?? null });
}

/** A stored line as the domain's totals read it: the snapshot, never the menu's current prices. */
export function lineForTotals(line: Pick<OrderLineRow, 'productId' | 'amount' | 'promotionalPrice' | 'activePromotion' | 'isWeightBased' | 'weight' | 'qty' | 'options'>): OrderProductInput {
  return {
    id: line.productId ?? 0,
    amount: line.amount,
    promotional_price: line.promotionalPrice,
    active_promotion: line.activePromotion,
    is_weight_based: line.isWeightBased,
    weight: line.weight,
    qty: line.qty,
    items: line.options.map((option) => ({
      item_id: option.item_id,
      qty: option.qty,
      amount: option.amount,
      is_highest_price: option.is_highest_price,
      is_average_calc: option.is_average_calc,
      category_average_count: option.category_average_count,
    })),
  };
}

type CardFeeSettings = Pick<BusinessRow, 'cardFeeType' | 'cardFeeValue' | 'cardFeePassedToCustomer'>;
type TotalsSettings = Pick<OrderRow, 'deliveryFee' | 'serviceChargeRate' | 'discountRequested' | 'paymentType' | 'valueToChange'> &
  Partial<Pick<OrderRow, 'couponType' | 'couponPercentHundredths' | 'couponAmount' | 'loyaltyDiscount' | 'stampRewardDiscount' | 'cashbackDiscount'>>;

/** The coupon terms an order was priced by (null: none). */
export function orderCoupon(order: Partial<Pick<OrderRow, 'couponType' | 'couponPercentHundredths' | 'couponAmount'>>) {
  if (!order.couponType) return null;
  return { type: order.couponType, percent: order.couponPercentHundredths == null ? null : order.couponPercentHundredths / 100, amount: order.couponAmount ?? null };
}

/** The stored totals of an order with these lines and settings (the domain's priceOrder, spec §9). */
export function orderTotals(lines: readonly Parameters<typeof lineForTotals>[0][], order: TotalsSettings, business: CardFeeSettings) {
  const priced = priceOrder({
    lines: lines.map(lineForTotals),
    deliveryFee: order.deliveryFee,
    serviceChargeRate: order.serviceChargeRate,
    // The manual discount, the points, the card's reward and the cashback spent; the coupon's share is added by priceOrder.
    discount: order.discountRequested + (order.loyaltyDiscount ?? 0) + (order.stampRewardDiscount ?? 0) + (order.cashbackDiscount ?? 0),
    paymentType: order.paymentType,
    customerCardFee: business.cardFeePassedToCustomer ? cardFeeFromStored(business.cardFeeType, business.cardFeeValue) : null,
    coupon: orderCoupon(order),
  });
  return {
    subtotal: priced.subtotal,
    serviceCharge: priced.service_charge,
    cardFee: priced.card_fee,
    discount: priced.discount,
    couponDiscount: priced.coupon_discount,
    total: priced.total,
    changeDue: order.paymentType === 'money' ? changeFor(priced.total, order.valueToChange) : null,
  };
}

/**
 * Recomputes the stored totals of a locked order from its lines and its own settings (delivery fee,
 * service charge rate, requested discount, payment type) and raises its version. Call it after any
 * change of lines or of those settings, inside the transaction that holds the lock.
 */
export async function refreshOrderTotals(tx: Tx, order: OrderRow, business: CardFeeSettings & Pick<BusinessRow, 'id'>): Promise<OrderRow> {
  const lines = await tx.select().from(orderLines).where(eq(orderLines.orderId, order.id));
  const [row] = await tx
    .update(orders)
    .set({ ...orderTotals(lines, order, business), version: sql`${orders.version} + 1`, updatedAt: new Date() })
    .where(and(eq(orders.id, order.id), eq(orders.businessId, business.id)))
    .returning();
  return row!;
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

function toLineResource(line: OrderLineRow): OrderLineResource {
  return {
    id: line.id,
    uuid: line.uuid,
    product_id: line.productId,
    name: line.productName,
    amount: line.amount,
    promotional_price: line.promotionalPrice,
    active_promotion: line.activePromotion,
    is_weight_based: line.isWeightBased,
    weight: line.weight,
    qty: line.qty,
    comments: line.comments,
    items: line.options satisfies OrderLineOptionSnapshot[],
    subtotal: line.subtotal,
    created_at: line.createdAt.toISOString(),
  };
}

/** The fields an order row gives every wire shape (the lists add a count, the detail its lines). */
export function orderFields(row: OrderRow) {
  return {
    id: row.id,
    uuid: row.uuid,
    number: row.number,
    status: row.status,
    order_type: row.orderType,
    order_type_id: orderTypeId(row.orderType),
    local_sub_type: row.localSubType,
    table_id: row.tableId,
    table_name: row.tableName,
    merged_into: row.mergedIntoOrderId === null ? null : { order_id: row.mergedIntoOrderId, table_name: row.mergedIntoTableName ?? '' },
    subtotal: row.subtotal,
    delivery_fee: row.deliveryFee,
    service_charge_percent: hundredthsToPercent(row.serviceChargeRate),
    service_charge: row.serviceCharge,
    card_fee: row.cardFee,
    discount: row.discount,
    coupon_code: row.couponCode,
    coupon_discount: row.couponDiscount,
    points_redeemed: row.pointsRedeemed,
    loyalty_discount: row.loyaltyDiscount,
    stamp_reward_discount: row.stampRewardDiscount,
    cashback_discount: row.cashbackDiscount,
    total: row.total,
    payment_type: row.paymentType,
    payment_status: row.paymentStatus,
    value_to_change: row.valueToChange,
    change: row.changeDue,
    customer_name: row.customerName,
    customer_email: row.customerEmail,
    customer_whatsapp: row.customerWhatsapp,
    address_street: row.addressStreet,
    address_number: row.addressNumber,
    address_complement: row.addressComplement,
    address_reference: row.addressReference,
    district_id: row.districtId,
    district_name: row.districtName,
    notes: row.notes,
    version: row.version,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    paid_at: iso(row.paidAt),
    closed_at: iso(row.closedAt),
    scheduled_for: iso(row.scheduledFor),
    released_at: iso(row.releasedAt),
  } satisfies Omit<OrderResource, 'products' | 'history' | 'payments'>;
}

/** A ledger entry with the status of its refund, if one was asked. */
type PaymentRow = typeof orderPayments.$inferSelect & { refundStatus: 'requested' | 'refunded' | 'failed' | null };

/** An order as the wire shows it, from rows already at hand (a new order answers without reading back). */
export function toOrderResource(row: OrderRow, lines: readonly OrderLineRow[], payments: readonly PaymentRow[], history: HistoryEntry[]): OrderResource {
  return {
    ...orderFields(row),
    products: lines.map(toLineResource),
    payments: payments.map((p) => ({
      id: p.id,
      method: p.method,
      amount: p.amount,
      received: p.received,
      change: p.changeGiven,
      created_at: p.createdAt.toISOString(),
      provider: p.provider,
      refund_status: p.refundStatus,
    })),
    history,
  };
}

/** An order with its lines, payments and status history, as GET v1/orders/{id} and every write answer it. */
export async function orderResource(q: Queryable, row: OrderRow): Promise<OrderResource> {
  const [resource] = await orderResources(q, [row]);
  return resource!;
}

function groupByOrder<T extends { orderId: number }>(list: readonly T[]): (orderId: number) => T[] {
  const groups = new Map<number, T[]>();
  for (const item of list) {
    const group = groups.get(item.orderId);
    if (group) group.push(item);
    else groups.set(item.orderId, [item]);
  }
  return (orderId) => groups.get(orderId) ?? [];
}

/** Several orders as orderResource shapes each, in three queries whatever their number, in the rows' order. */
export async function orderResources(q: Queryable, rows: readonly OrderRow[]): Promise<OrderResource[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [lines, payments, history] = await Promise.all([
    q.select().from(orderLines).where(inArray(orderLines.orderId, ids)).orderBy(asc(orderLines.id)),
    q
      .select({ ...getTableColumns(orderPayments), refundStatus: paymentRefunds.status })
      .from(orderPayments)
      .leftJoin(paymentRefunds, and(eq(paymentRefunds.provider, orderPayments.provider), eq(paymentRefunds.providerPaymentId, orderPayments.providerPaymentId)))
      .where(inArray(orderPayments.orderId, ids))
      .orderBy(asc(orderPayments.id)),
    q
      .select({ orderId: orderStatusHistory.orderId, status: orderStatusHistory.status, reason: orderStatusHistory.reason, at: orderStatusHistory.at, userId: users.id, userName: users.name })
      .from(orderStatusHistory)
      .leftJoin(users, eq(users.id, orderStatusHistory.userId))
      .where(inArray(orderStatusHistory.orderId, ids))
      .orderBy(asc(orderStatusHistory.id)),
  ]);
  const [linesOf, paymentsOf, historyOf] = [groupByOrder(lines), groupByOrder(payments), groupByOrder(history)];
  return rows.map((row) =>
    toOrderResource(
      row,
      linesOf(row.id),
      paymentsOf(row.id),
      historyOf(row.id).map((h) => ({
        status: h.status,
        reason: h.reason,
        user: h.userId === null ? null : { id: h.userId, name: h.userName ?? '' },
        at: h.at.toISOString(),
      })),
    ),
  );
}

/** The sum of an order's line subtotals (spec §9), what minimums and delivery terms are checked against. */
export async function linesSubtotal(q: Queryable, orderId: number): Promise<number> {
  const [row] = await q
    .select({ sum: sql<number>`coalesce(sum(${orderLines.subtotal}), 0)::float8` })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId));
  return row?.sum ?? 0;
}

/** Line counts of several orders, for the lists (one query for a page). */
export async function itemCounts(q: Queryable, orderIds: readonly number[]): Promise<Map<number, number>> {
  if (orderIds.length === 0) return new Map();
  const rows = await q
    .select({ orderId: orderLines.orderId, count: sql<number>`sum(${orderLines.qty})::int` })
    .from(orderLines)
    .where(inArray(orderLines.orderId, [...orderIds]))
    .groupBy(orderLines.orderId);
  return new Map(rows.map((r) => [r.orderId, r.count]));
}
