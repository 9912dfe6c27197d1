import type { FastifyInstance } from 'fastify';
import { and, asc, eq, notExists } from 'drizzle-orm';
import { CreateOrderBodySchema, type CreateOrderBodyInput } from '@comanda/domain/orders/order-resource';
import type { OrderStatus } from '@comanda/domain/orders/order-status';
import { businessDate, businessWeekday } from '@comanda/domain/time/business-time';
import { businessDayStart } from '@comanda/domain/time/business-day';
import { addDays } from '@comanda/domain/time/business-time';
import type { Tx } from '../db/client';
import {
  businesses,
  coupons,
  customers,
  diningTables,
  loyaltyPrograms,
  orderStatusHistory,
  orders,
  productSchedules,
  products,
  stampCards,
} from '../db/schema/index';
import { settleOrderPoints } from '../lib/loyalty-ledger';
import { loadPricingMenu } from '../lib/pricing/pricing-menu';
import { insertOrders } from '../modules/orders/insert-order';
import { orderNumberSeries } from '../modules/orders/orders.repository';
import { prepareNewOrder, type PlaceContext } from '../modules/orders/place-order.service';
import { DEMO_COUPON, DEMO_OPEN_TABLES, DEMO_STAMP_CARD } from './demo-data';

/*
 * The demo restaurant in motion (issue 30): a month of past orders (finalized and paid, a few
 * canceled) so the dashboard, /orders and the customers' histories have something to show; three
 * orders in progress on /pedidos; two tables with an open bill; a points program and a stamp card
 * the regular customers have earned on; one coupon. Orders are priced and written by the same code as
 * the PDV's (prepareNewOrder, insertOrders), dated in the past, so every figure adds up. A fixed
 * pseudo-random sequence makes each seeded database the same.
 */

const MINUTE = 60_000;
type Staff = { id: number; name: string };

function sequence(seed: number) {
  let state = seed;
  return (n: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state % n;
  };
}

export async function seedDemoActivity(app: FastifyInstance, tx: Tx, input: { businessId: number; staff: Staff[]; now: Date }): Promise<void> {
  const { businessId, staff, now } = input;
  const started = performance.now();
  const [business] = await tx.select().from(businesses).where(eq(businesses.id, businessId));
  const tz = business!.timezone;
  await tx.insert(loyaltyPrograms).values({ businessId, active: true, minValue: 0, pointValue: 1 });
  await tx.insert(stampCards).values({ businessId, ...DEMO_STAMP_CARD });
  await tx.insert(coupons).values({ businessId, ...DEMO_COUPON, orderTypes: [...DEMO_COUPON.orderTypes] });

  // Products an order may take on any evening: sold by the unit and offered every day.
  const scheduled = tx.select({ id: productSchedules.id }).from(productSchedules).where(and(eq(productSchedules.productId, products.id), eq(productSchedules.isActive, false)));
  const sold = await tx
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.businessId, businessId), eq(products.active, true), eq(products.isWeightBased, false), notExists(scheduled)))
    .orderBy(asc(products.id));
  const menus = await loadPricingMenu(tx, businessId, sold.map((p) => p.id));
  const tables = await tx.select().from(diningTables).where(eq(diningTables.businessId, businessId)).orderBy(asc(diningTables.ranking));
  const regulars = await tx.select().from(customers).where(eq(customers.businessId, businessId)).orderBy(asc(customers.id));
  const pick = sequence(2026);

  const place = async (at: Date, body: CreateOrderBodyInput, table: { id: number; name: string } | null = null) => {
    const placer = staff[pick(staff.length)]!;
    const ctx: PlaceContext = { business: business!, userId: placer.id, userName: placer.name, lang: 'pt', now: at, mayDiscount: true, mayRemoveServiceCharge: true };
    const prepared = await prepareNewOrder(tx, ctx, CreateOrderBodySchema.parse(body), table, { menus });
    const [order] = await insertOrders(app.db, tx, { businessId, series: orderNumberSeries(business!, at), orders: [{ ...prepared, placer }], at });
    return { id: order!.id, placer };
  };
  // A line of a product with the first items of each group that asks for some (a size, two flavours).
  const line = (id: number) => {
    const items = menus.get(id)!.groups.flatMap((group) => group.items.filter((item) => item.available).slice(0, group.min).map((item) => ({ item_id: item.id })));
    return { id, qty: 1 + pick(2), ...(items.length > 0 ? { items } : {}) };
  };
  const lines = () => Array.from({ length: 1 + pick(3) }, () => line(sold[pick(sold.length)]!.id));
  /** Moves a placed order through `steps` (status and minutes after it was placed), paid when it is finalized. */
  const walk = async (order: { id: number; placer: Staff }, at: Date, steps: [OrderStatus, number, string?][]) => {
    await tx
      .insert(orderStatusHistory)
      .values(steps.map(([status, minutes, reason]) => ({ orderId: order.id, status, reason: reason ?? null, userId: order.placer.id, at: new Date(at.getTime() + minutes * MINUTE) })));
    const [last, minutes] = steps.at(-1)!;
    const when = new Date(at.getTime() + minutes * MINUTE);
    const final = last === 'finalized' || last === 'canceled';
    const [row] = await tx
      .update(orders)
      .set({ status: last, updatedAt: when, ...(final ? { closedAt: when } : {}), ...(last === 'finalized' ? { paymentStatus: 'paid', paidAt: when } : {}) })
      .where(eq(orders.id, order.id))
      .returning();
    if (row!.customerId !== null) await settleOrderPoints(tx, row!, when, tz);
  };

  // The past month: closed on Mondays, busier on Fridays and Saturdays, in the evening.
  const today = businessDate(now, tz);
  for (let back = 30; back >= 1; back--) {
    const day = addDays(today, -back);
    const start = businessDayStart(day, tz);
    const weekday = businessWeekday(new Date(start.getTime() + 12 * 60 * MINUTE), tz);
    if (weekday === 'monday') continue;
    const count = 3 + pick(4) + (weekday === 'friday' || weekday === 'saturday' ? 4 : 0);
    for (let i = 0; i < count; i++) {
      const at = new Date(start.getTime() + ((18 + pick(5)) * 60 + pick(60)) * MINUTE);
      const kind = pick(10);
      const regular = regulars[pick(regulars.length)]!;
      const payment_type = (['pix', 'card', 'money'] as const)[pick(3)];
      if (kind < 4) {
        // A pickup, half of them by a regular customer.
        const who = pick(2) === 0 ? { customer_name: `${regular.firstName} ${regular.lastName}`, customer_whatsapp: regular.whatsapp } : { customer_name: ['Ana', 'Pedro', 'Marcos', 'Luiza'][pick(4)] };
        const order = await place(at, { order_type_id: 2, payment_type, products: lines(), ...who });
        await walk(order, at, pick(15) === 0 ? [['canceled', 8, 'Cliente desistiu']] : [['processing', 3], ['done', 25], ['waiting_get', 26], ['finalized', 40]]);
      } else if (kind < 7) {
        const order = await place(at, { local_sub_type: 'balcao', payment_type, products: lines() });
        await walk(order, at, [['processing', 2], ['done', 15], ['in_consumption', 16], ['finalized', 30]]);
      } else {
        const table = tables[pick(tables.length)]!;
        const order = await place(at, { table_id: table.id, payment_type, products: [...lines(), ...lines()] }, table);
        await walk(order, at, [['processing', 3], ['done', 30], ['in_consumption', 31], ['finalized', 75]]);
      }
    }
  }

  // Today: orders in progress on /pedidos, and two tables with their bills open.
  const ago = (minutes: number) => new Date(now.getTime() - minutes * MINUTE);
  const [juliana, rafael] = regulars;
  const pickup = await place(ago(18), { order_type_id: 2, payment_type: 'pix', customer_name: `${juliana!.firstName} ${juliana!.lastName}`, customer_whatsapp: juliana!.whatsapp, products: lines() });
  await walk(pickup, ago(18), [['processing', 4]]);
  const ready = await place(ago(30), { order_type_id: 2, payment_type: 'money', customer_name: `${rafael!.firstName} ${rafael!.lastName}`, customer_whatsapp: rafael!.whatsapp, products: lines() });
  await walk(ready, ago(30), [['processing', 3], ['done', 24]]);
  await place(ago(4), { local_sub_type: 'balcao', payment_type: 'card', products: lines() });
  for (const [name, minutes] of DEMO_OPEN_TABLES) {
    const table = tables.find((t) => t.name === name)!;
    const order = await place(ago(minutes), { table_id: table.id, products: [...lines(), ...lines()] }, table);
    if (minutes > 30) await walk(order, ago(minutes), [['processing', 3], ['done', 25], ['in_consumption', 27]]);
  }
  app.log.info({ ms: Math.round(performance.now() - started) }, 'demo activity seeded');
}
