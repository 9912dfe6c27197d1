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
import { settleOrderPoints } from '../modules/loyalty/loyalty-ledger';
import { loadPricingMenu } from '../modules/menu/pricing/pricing-menu';
import { insertOrders, type OrderToWrite } from '../modules/orders/insert-order';
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
/** A demo order, placed by one of the staff. */
type StaffOrder = OrderToWrite & { placer: Staff };

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

  const prepare = async (at: Date, body: CreateOrderBodyInput, table: { id: number; name: string } | null = null): Promise<StaffOrder> => {
    const placer = staff[pick(staff.length)]!;
    const actor = { kind: 'staff' as const, businessId, userId: placer.id, userName: placer.name, can: async () => true };
    const ctx: PlaceContext = { business: business!, actor, lang: 'pt', now: at, mayDiscount: true, mayRemoveServiceCharge: true };
    const prepared = await prepareNewOrder(tx, ctx, CreateOrderBodySchema.parse(body), table, { menus });
    return { ...prepared, placer, actorKind: 'staff', at };
  };
  /** Writes a day's orders (in the order given) in one statement, as a batch of the PDV's is. */
  const write = async (list: readonly OrderToWrite[]) =>
    list.length === 0 ? [] : insertOrders(app.db, tx, { businessId, series: orderNumberSeries(business!, list[0]!.at!), orders: list, announce: false });
  const place = async (at: Date, body: CreateOrderBodyInput, table: { id: number; name: string } | null = null) => {
    const order = await prepare(at, body, table);
    const [written] = await write([order]);
    return { id: written!.id, placer: order.placer };
  };
  // A line of a product with the first items of each group that asks for some (a size, two flavours).
  const line = (id: number) => {
    const items = menus.get(id)!.groups.flatMap((group) => group.items.filter((item) => item.available).slice(0, group.min).map((item) => ({ item_id: item.id })));
    return { id, qty: 1 + pick(2), ...(items.length > 0 ? { items } : {}) };
  };
  const lines = () => Array.from({ length: 1 + pick(3) }, () => line(sold[pick(sold.length)]!.id));
  type Step = [OrderStatus, number, string?];
  /** Moves placed orders through their `steps` (status and minutes after they were placed), paid when finalized. */
  const walk = async (placed: readonly { id: number; placer: Staff; at: Date; steps: Step[] }[]) => {
    if (placed.length === 0) return;
    const after = (at: Date, minutes: number) => new Date(at.getTime() + minutes * MINUTE);
    await tx.insert(orderStatusHistory).values(
      placed.flatMap((order) => order.steps.map(([status, minutes, reason]) => ({ orderId: order.id, status, reason: reason ?? null, userId: order.placer.id, at: after(order.at, minutes) }))),
    );
    for (const order of placed) {
      const [last, minutes] = order.steps.at(-1)!;
      const when = after(order.at, minutes);
      const final = last === 'finalized' || last === 'canceled';
      const [row] = await tx
        .update(orders)
        .set({ status: last, updatedAt: when, ...(final ? { closedAt: when } : {}), ...(last === 'finalized' ? { paymentStatus: 'paid', paidAt: when } : {}) })
        .where(eq(orders.id, order.id))
        .returning();
      if (row!.customerId !== null) await settleOrderPoints(tx, row!, when, tz);
    }
  };

  // The past month: closed on Mondays, busier on Fridays and Saturdays, in the evening.
  const today = businessDate(now, tz);
  for (let back = 30; back >= 1; back--) {
    const day = addDays(today, -back);
    const start = businessDayStart(day, tz);
    const weekday = businessWeekday(new Date(start.getTime() + 12 * 60 * MINUTE), tz);
    if (weekday === 'monday') continue;
    const count = 3 + pick(4) + (weekday === 'friday' || weekday === 'saturday' ? 4 : 0);
    const planned: { order: StaffOrder; steps: Step[] }[] = [];
    for (let i = 0; i < count; i++) {
      const at = new Date(start.getTime() + ((18 + pick(5)) * 60 + pick(60)) * MINUTE);
      const kind = pick(10);
      const regular = regulars[pick(regulars.length)]!;
      const payment_type = (['pix', 'card', 'money'] as const)[pick(3)];
      if (kind < 4) {
        // A pickup, half of them by a regular customer.
        const who = pick(2) === 0 ? { customer_name: `${regular.firstName} ${regular.lastName}`, customer_whatsapp: regular.whatsapp } : { customer_name: ['Ana', 'Pedro', 'Marcos', 'Luiza'][pick(4)] };
        const steps: Step[] = pick(15) === 0 ? [['canceled', 8, 'Cliente desistiu']] : [['processing', 3], ['done', 25], ['waiting_get', 26], ['finalized', 40]];
        planned.push({ order: await prepare(at, { order_type_id: 2, payment_type, products: lines(), ...who }), steps });
      } else if (kind < 7) {
        planned.push({ order: await prepare(at, { local_sub_type: 'balcao', payment_type, products: lines() }), steps: [['processing', 2], ['done', 15], ['in_consumption', 16], ['finalized', 30]] });
      } else {
        // A table serves once an evening here: a day's orders are written together, each still open.
        const free = tables.filter((t) => !planned.some((p) => p.order.order.tableId === t.id));
        const table = free[pick(free.length)]!;
        const steps: Step[] = [['processing', 3], ['done', 30], ['in_consumption', 31], ['finalized', 75]];
        planned.push({ order: await prepare(at, { table_id: table.id, payment_type, products: [...lines(), ...lines()] }, table), steps });
      }
    }
    // Numbered as they came in.
    planned.sort((a, b) => a.order.at!.getTime() - b.order.at!.getTime());
    const written = await write(planned.map((p) => p.order));
    await walk(written.map((order, i) => ({ id: order.id, placer: planned[i]!.order.placer, at: planned[i]!.order.at!, steps: planned[i]!.steps })));
  }

  // Today: orders in progress on /pedidos, and two tables with their bills open.
  const ago = (minutes: number) => new Date(now.getTime() - minutes * MINUTE);
  const [juliana, rafael] = regulars;
  const pickup = await place(ago(18), { order_type_id: 2, payment_type: 'pix', customer_name: `${juliana!.firstName} ${juliana!.lastName}`, customer_whatsapp: juliana!.whatsapp, products: lines() });
  const ready = await place(ago(30), { order_type_id: 2, payment_type: 'money', customer_name: `${rafael!.firstName} ${rafael!.lastName}`, customer_whatsapp: rafael!.whatsapp, products: lines() });
  await walk([
    { ...pickup, at: ago(18), steps: [['processing', 4]] },
    { ...ready, at: ago(30), steps: [['processing', 3], ['done', 24]] },
  ]);
  await place(ago(4), { local_sub_type: 'balcao', payment_type: 'card', products: lines() });
  for (const [name, minutes] of DEMO_OPEN_TABLES) {
    const table = tables.find((t) => t.name === name)!;
    const order = await place(ago(minutes), { table_id: table.id, products: [...lines(), ...lines()] }, table);
    if (minutes > 30) await walk([{ ...order, at: ago(minutes), steps: [['processing', 3], ['done', 25], ['in_consumption', 27]] }]);
  }
  app.log.info({ ms: Math.round(performance.now() - started) }, 'demo activity seeded');
}
