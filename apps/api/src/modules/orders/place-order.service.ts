import type { AuditAction } from '@comanda/domain/audit/audit-actions';
import { and, eq, notInArray } from 'drizzle-orm';
import type { CreateOrderBody, OrderDetailsBody, OrderResource } from '@comanda/domain/orders/order-resource';
import { initialOrderStatus } from '@comanda/domain/orders/order-transitions';
import { isFinalStatus } from '@comanda/domain/orders/order-status';
import { orderTypeById, type OrderType } from '@comanda/domain/orders/order-type';
import type { Lang } from '@comanda/domain/validation/lang';
import type { Db, Queryable, Tx } from '../../db/client';
import type { PricingMenu } from '../menu/menu.api';
import { diningTables, orders, type OrderRow } from '../../db/schema/index';
import { AppError, fieldError } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import { linkCustomer, orderCustomer } from '../customers/customers.api';
import { businessDate } from '@comanda/domain/time/business-time';
import { normalizeCouponCode } from '@comanda/domain/coupons/coupon-rules';
import type { CouponRow } from '../../db/schema/index';
import { checkCouponTerms, checkCouponUses, couponColumns, lockCouponByCode, redeemCoupon } from '../coupons/coupons.api';
import { spendCashback, spendPoints } from '../loyalty/loyalty.api';
import { spendStampReward } from '../loyalty/loyalty.api';
import { isUniqueViolation } from '../../lib/db-errors';
import { msg } from '../../lib/messages';
import { inTransaction } from '../../lib/unit-of-work';
import { recordOrderEvent } from './order-events';
import { printMeta } from '../printing/printing.api';
import type { BusinessRow } from '../../plugins/tenancy';
import { actorUserId, type Actor } from '../../lib/commands/actor';
import { ticketAuthor } from './commands/act-on-order';
import { insertLines, priceNewLines, sumSubtotals, type NewOrderLine } from './order-lines.service';
import { checkChangedDeliveryDetails, checkDeliveryDetails, checkMinimumOrder, checkPaymentType, checkValueToChange, serviceChargeFor } from './order-terms';
import { deliveryTerms } from '../delivery-areas/delivery-areas.api';
import { insertOrders, type NewOrder } from './insert-order';
import { linesSubtotal, lockOrder, orderNumberSeries, orderResource, orderTotals, refreshOrderTotals } from './orders.repository';

/*
 * POST v1/orders and PUT v1/tables/{id}/open (issue 15, decision 0026): place a new order or append
 * to an open one. At a table the table row is locked first, then its open order looked up, so two
 * waiters on a free table make one order; the partial unique index orders_open_table_unique is the
 * backstop, and its violation reruns the whole placement once (it then finds the order and appends).
 */

export interface PlaceContext {
  business: BusinessRow;
  /** Who places: staff at the PDV, a customer at the storefront, the system (decision 0044). */
  actor: Actor;
  lang: Lang;
  now: Date;
  /** Holds give_discounts: may give, change or take off a discount by hand. */
  mayDiscount: boolean;
  /** Holds REMOVE_SERVICE_CHARGE_PERMISSION: may take off the waiter's service charge. */
  mayRemoveServiceCharge: boolean;
  /**
   * A storefront order for a later slot (decision 0047): written pending and held off the board,
   * whatever the automatic acceptance, until the release job puts it there at slot − preparation.
   */
  scheduledFor?: Date | null;
}

export interface Placed {
  order: OrderResource;
  created: boolean;
}

const FINAL_STATUSES = ['finalized', 'canceled'] as const;

/**
 * Places an order, or appends to the open one it names. A new order's `order.created` is recorded by
 * its insert (insert-order.ts); an append records `order.updated`, with the ADICIONAL of what was
 * added for the automatic printers.
 */
export async function placeInContext(db: Db, ctx: PlaceContext, body: CreateOrderBody): Promise<Placed> {
  return inTransaction(db, async (tx) => {
    const placed = await placeWithRetry(db, tx, ctx, body);
    if (!placed.created) await recordOrderEvent(tx, ctx.business.id, 'order.updated', placed.order, printMeta({ kind: 'appended' }, ticketAuthor(ctx.actor)));
    return placed;
  });
}

/**
 * One placement in a savepoint: when the open-table index refuses a second open order (a writer that
 * did not lock the table got there first), the savepoint is rolled back and the placement runs once
 * more, now finding that order and appending to it. The same again is a 409, never a 500.
 */
async function placeWithRetry(db: Db, tx: Tx, ctx: PlaceContext, body: CreateOrderBody): Promise<Placed> {
  // Only a table's open order can collide: elsewhere the savepoint's two round trips buy nothing.
  if (body.table_id == null) return placeInTransaction(db, tx, ctx, body);
  for (let attempt = 0; ; attempt++) {
    try {
      return await tx.transaction((savepoint) => placeInTransaction(db, savepoint, ctx, body));
    } catch (err) {
      if (!isUniqueViolation(err, 'orders_open_table_unique')) throw err;
      if (attempt >= 1) throw new AppError('conflict', msg(ctx.lang, 'order_table_busy'));
    }
  }
}

/** A PDV left open on another business (switched in another tab) must not place the order here. */
export function checkBusinessToken(ctx: PlaceContext, body: CreateOrderBody): void {
  if (body.business_token != null && body.business_token !== ctx.business.token) {
    throw fieldError('business_token', msg(ctx.lang, 'order_business_mismatch'));
  }
}

/**
 * A body that places a new order at no table: written in a batch (placement-batch.ts). An order with a
 * coupon or points to spend is not: they are counted under their locks, in a transaction of its own.
 */
export const isNewUnseatedOrder = (body: CreateOrderBody) =>
  body.order_id == null && body.table_id == null && !body.coupon_code && !body.points && !body.stamp_reward && !body.cashback;

async function placeInTransaction(db: Db, tx: Tx, ctx: PlaceContext, body: CreateOrderBody): Promise<Placed> {
  checkBusinessToken(ctx, body);
  const target = await targetOrder(tx, ctx, body);
  if (target.kind === 'append') return appendToOrder(tx, ctx, target.order, body);
  return createOrder(db, tx, ctx, body, target.table);
}

type Target = { kind: 'append'; order: OrderRow } | { kind: 'create'; table: { id: number; name: string } | null };

/** Which order the products go to: the named one, the table's open one, or a new one. */
async function targetOrder(tx: Tx, ctx: PlaceContext, body: CreateOrderBody): Promise<Target> {
  const { business, lang } = ctx;
  if (body.order_id != null) return { kind: 'append', order: await lockOpenOrder(tx, ctx, body.order_id) };
  if (body.table_id == null) return { kind: 'create', table: null };
  const [table] = await tx
    .select({ id: diningTables.id, name: diningTables.name })
    .from(diningTables)
    .where(and(eq(diningTables.id, body.table_id), eq(diningTables.businessId, business.id)))
    .for('update');
  if (!table) throw new AppError('not_found', msg(lang, 'table_not_found'));
  const [open] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.tableId, table.id), notInArray(orders.status, [...FINAL_STATUSES])));
  if (open) return { kind: 'append', order: await lockOrder(tx, business.id, open.id, lang) };
  return { kind: 'create', table };
}

function orderTypeOf(body: CreateOrderBody): OrderType {
  // The schema admits only known ids; 'local' is the PDV's default (spec §9).
  return orderTypeById(body.order_type_id) ?? 'local';
}

/** A new order's customer and address columns before the body's: none. */
const DETAILS_NONE = {
  customerName: null,
  customerEmail: null,
  customerWhatsapp: null,
  addressStreet: null,
  addressNumber: null,
  addressComplement: null,
  addressReference: null,
  notes: null,
} satisfies Partial<typeof orders.$inferInsert>;

/** The customer and address columns a body gives (only the fields it carries). */
export function detailsOf(body: Partial<OrderDetailsBody>): Partial<typeof orders.$inferInsert> {
  const set: Partial<typeof orders.$inferInsert> = {};
  if (body.customer_name !== undefined) set.customerName = body.customer_name;
  if (body.customer_email !== undefined) set.customerEmail = body.customer_email;
  if (body.customer_whatsapp !== undefined) set.customerWhatsapp = body.customer_whatsapp;
  if (body.address_street !== undefined) set.addressStreet = body.address_street;
  if (body.address_number !== undefined) set.addressNumber = body.address_number;
  if (body.address_complement !== undefined) set.addressComplement = body.address_complement;
  if (body.address_reference !== undefined) set.addressReference = body.address_reference;
  if (body.notes !== undefined) set.notes = body.notes;
  return set;
}

/**
 * Prices and checks a new order (products offered now, options, payment method, minimum order,
 * delivery terms, cash) without writing anything: placement-batch.ts does it for each order of a
 * batch before the batch's transaction (the batch's products read once, `menus`), createOrder inside
 * its own.
 */
export async function prepareNewOrder(
  q: Queryable,
  ctx: PlaceContext,
  body: CreateOrderBody,
  table: { id: number; name: string } | null,
  { menus, coupon = null }: { menus?: PricingMenu; coupon?: CouponRow | null } = {},
): Promise<NewOrder> {
  const { business, lang, now } = ctx;
  const orderType = orderTypeOf(body);
  const localSubType = orderType === 'local' ? (body.local_sub_type ?? 'mesa') : null;
  if (orderType !== 'local' && table) throw fieldError('table_id', msg(lang, 'order_table_not_allowed'));
  if (localSubType === 'mesa' && !table) throw fieldError('table_id', msg(lang, 'order_table_required'));
  checkDeliveryDetails(orderType, body, lang);
  const paymentType = body.payment_type ?? null;
  checkPaymentType(business, orderType, paymentType, lang);

  const lines = await priceNewLines(q, { businessId: business.id, timeZone: business.timezone, now, lang }, body.products, { menus });
  const subtotal = sumSubtotals(lines);
  checkMinimumOrder(business, orderType, subtotal, lang);
  const delivery = await deliveryTerms(q, business, orderType, body.district_id, subtotal, now, lang);
  if (coupon) checkCouponTerms(coupon, { subtotal, deliveryFee: delivery.deliveryFee, orderType, today: businessDate(now, business.timezone) }, lang);

  const settings = {
    deliveryFee: delivery.deliveryFee,
    serviceChargeRate: serviceChargeFor(business, { orderType, localSubType }, { wanted: body.service_charge_waiter, mayRemove: ctx.mayRemoveServiceCharge, lang }),
    discountRequested: body.discount,
    paymentType,
    valueToChange: body.value_to_change ?? null,
    ...couponColumns(coupon),
    // Points are spent on an order once it exists (POST v1/fidelity-program/points/use-points).
    pointsRedeemed: 0,
    loyaltyDiscount: 0,
    stampRewardDiscount: 0,
    cashbackDiscount: 0,
  };
  // The totals come from the lines in hand, so the order is written once, already priced.
  const totals = orderTotals(lines, settings, business);
  checkValueToChange({ ...totals, paymentType, valueToChange: settings.valueToChange }, lang);

  const scheduledFor = ctx.scheduledFor ?? null;
  // A held order is accepted (automatically or not) once released, not now.
  const status = scheduledFor ? 'pending' : initialOrderStatus(body.status, { autoAccept: business.autoAcceptOrders });
  return {
    status,
    order: {
      businessId: business.id,
      orderType,
      localSubType,
      // A counter order sits at no table even when one was named.
      tableId: localSubType === 'mesa' ? table!.id : null,
      tableName: localSubType === 'mesa' ? table!.name : null,
      districtId: delivery.districtId,
      districtName: delivery.districtName,
      ...settings,
      ...totals,
      version: 1,
      createdBy: actorUserId(ctx.actor),
      ...DETAILS_NONE,
      ...detailsOf(body),
      scheduledFor,
    },
    lines,
    customer: orderCustomer({ name: body.customer_name ?? null, email: body.customer_email ?? null, whatsapp: body.customer_whatsapp ?? null }),
    // An order asked as pending and noted at once says so: the business accepted it automatically.
    auditAfter: { ...auditAfter(totals, lines), ...(body.status === 'pending' && status === 'noted' ? { auto_accepted: true } : {}) },
  };
}

/** What the new orders of a business at a moment share: their number series. */
export function newOrderTerms(ctx: PlaceContext) {
  return { businessId: ctx.business.id, series: orderNumberSeries(ctx.business, ctx.now) };
}

/** Who a new order names as placed by: the staff member in its status history (none for others), and the actor's kind in its audit. */
export const placedBy = ({ actor }: PlaceContext) => ({
  placer: actor.kind === 'staff' ? { id: actor.userId, name: actor.userName } : null,
  actorKind: actor.kind,
});

async function createOrder(db: Db, tx: Tx, ctx: PlaceContext, body: CreateOrderBody, table: { id: number; name: string } | null): Promise<Placed> {
  // The coupon is locked first: orders using it queue here, and each sees the uses before it.
  const coupon = body.coupon_code ? await lockCouponByCode(tx, ctx.business.id, body.coupon_code, ctx.lang) : null;
  const prepared = await prepareNewOrder(tx, ctx, body, table, { coupon });
  const customerId = coupon && prepared.customer ? await linkCustomer(tx, ctx.business.id, prepared.customer) : null;
  if (coupon) await checkCouponUses(tx, coupon, customerId, ctx.lang);
  const [order] = await insertOrders(db, tx, { ...newOrderTerms(ctx), orders: [{ ...prepared, ...placedBy(ctx) }] });
  if (coupon) await redeemCoupon(tx, coupon, { id: order!.id, businessId: ctx.business.id }, customerId);
  if (body.points || body.stamp_reward || body.cashback) {
    // Points or the card's reward spent on the new order, in its transaction: the order as written, repriced.
    const [row] = await tx.select().from(orders).where(eq(orders.id, order!.id));
    const priced = await spendLoyalty(tx, ctx, row!, body);
    return { order: await orderResource(tx, priced), created: true };
  }
  return { order: order!, created: true };
}

async function appendToOrder(tx: Tx, ctx: PlaceContext, order: OrderRow, body: CreateOrderBody): Promise<Placed> {
  const { business, lang, now } = ctx;
  // One coupon per order, given as it is opened: an append naming another is refused, the same is let be.
  if (body.coupon_code && normalizeCouponCode(body.coupon_code) !== order.couponCode) throw fieldError('coupon_code', msg(lang, 'coupon_not_new'));
  const paymentType = body.payment_type !== undefined ? body.payment_type : order.paymentType;
  if (body.payment_type != null) checkPaymentType(business, order.orderType, body.payment_type, lang);

  const lines = await priceNewLines(tx, { businessId: business.id, timeZone: business.timezone, now, lang }, body.products, { onto: order.subtotal });
  await insertLines(tx, order, lines, actorUserId(ctx.actor));
  const updated = await withLineTerms(tx, ctx, order, {
    ...detailsOf(body),
    paymentType,
    valueToChange: body.value_to_change !== undefined ? body.value_to_change : order.valueToChange,
    districtId: body.district_id !== undefined ? body.district_id : order.districtId,
  });
  await audit(tx, ctx, 'order.append', updated, lines);
  const priced = await spendLoyalty(tx, ctx, updated, body);
  return { order: await orderResource(tx, priced), created: false };
}

/** The order, locked, when it is still open: its lines and details may change. */
export async function lockOpenOrder(tx: Tx, ctx: PlaceContext, id: number): Promise<OrderRow> {
  const order = await lockOrder(tx, ctx.business.id, id, ctx.lang);
  if (isFinalStatus(order.status)) throw new AppError('conflict', msg(ctx.lang, 'order_closed'));
  return order;
}

/**
 * After the lines of a locked order changed (appended or replaced): its minimum and delivery terms
 * checked against the new subtotal, `set` written, the totals refreshed and the cash checked.
 */
export async function withLineTerms(tx: Tx, ctx: PlaceContext, order: OrderRow, set: Partial<typeof orders.$inferInsert>): Promise<OrderRow> {
  const { business, lang, now } = ctx;
  const subtotal = await linesSubtotal(tx, order.id);
  checkMinimumOrder(business, order.orderType, subtotal, lang);
  checkChangedDeliveryDetails(order, set, lang);
  const districtId = set.districtId !== undefined ? set.districtId : order.districtId;
  const delivery = await deliveryTerms(tx, business, order.orderType, districtId, subtotal, now, lang);
  const customerId = set.customerWhatsapp !== undefined ? await customerIdFor(tx, business.id, { ...order, ...set }) : order.customerId;
  const [row] = await tx
    .update(orders)
    .set({ ...set, customerId, deliveryFee: delivery.deliveryFee, districtId: delivery.districtId, districtName: delivery.districtName, updatedAt: now })
    .where(and(eq(orders.id, order.id), eq(orders.businessId, business.id)))
    .returning();
  const priced = await refreshOrderTotals(tx, row!, business);
  checkValueToChange(priced, lang);
  return priced;
}

/** The points and the stamp card's reward the body spends on the order (each checked under its lock). */
async function spendLoyalty(tx: Tx, ctx: PlaceContext, order: OrderRow, body: CreateOrderBody): Promise<OrderRow> {
  const spend = { business: ctx.business, userId: actorUserId(ctx.actor), lang: ctx.lang, now: ctx.now };
  let priced = order;
  if (body.stamp_reward) priced = await spendStampReward(tx, spend, priced);
  if (body.points) priced = await spendPoints(tx, spend, priced, body.points);
  if (body.cashback) priced = await spendCashback(tx, spend, priced, body.cashback);
  return priced;
}

/** The customer an order's (new) WhatsApp names, made when new; null when it names none. */
async function customerIdFor(tx: Tx, businessId: number, details: Pick<OrderRow, 'customerName' | 'customerEmail' | 'customerWhatsapp'>): Promise<number | null> {
  const customer = orderCustomer({ name: details.customerName, email: details.customerEmail, whatsapp: details.customerWhatsapp });
  return customer ? linkCustomer(tx, businessId, customer) : null;
}

/** What the audit trail keeps of an order's change besides its number: the money and the lines. */
function auditAfter(order: Pick<OrderRow, 'total' | 'discount'>, lines: readonly NewOrderLine[]) {
  return { total: order.total, discount: order.discount, lines: lines.map((l) => ({ product_id: l.productId, qty: l.qty, subtotal: l.subtotal })) };
}

async function audit(tx: Tx, ctx: PlaceContext, action: AuditAction, order: OrderRow, lines: readonly NewOrderLine[]): Promise<void> {
  await writeAudit(tx, { businessId: ctx.business.id, actor: ctx.actor, action, entity: 'order', entityId: order.id, after: { number: order.number, ...auditAfter(order, lines) } });
}
