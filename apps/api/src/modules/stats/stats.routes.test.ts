import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { StatsResource } from '@comanda/domain/stats/stats-resource';
import { businessDayStart } from '@comanda/domain/time/business-day';
import { addDays } from '@comanda/domain/time/business-time';
import { businesses, orderLines, orders } from '../../db/schema/index';
import type { BusinessRow } from '../../plugins/who-is-asking';
import { addEmployee, createBusinessFor, createUser, type TestUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/helper';

// GET v1/businesses/{id}/stats (issue 16, "Must show" 2): the figures equal sums computed here over
// a generated month, in which canceled orders, last month's and another business's orders must not count.

const TZ = 'America/Sao_Paulo';
const TODAY = '2026-11-20';
// 15:00 in São Paulo on TODAY.
const NOW = { 'x-test-now': '2026-11-20T18:00:00Z' };
const TYPES = ['delivery', 'retirada', 'local'] as const;
const METHODS = ['pix', 'card', 'money', null] as const;
const PRODUCTS = [
  { id: null, name: 'Pizza Margherita', amount: 4990 },
  { id: null, name: 'Guaraná', amount: 800 },
  { id: null, name: 'Pudim', amount: 1200 },
  { id: null, name: 'Chope', amount: 1500 },
];

interface Generated {
  date: string;
  hour: number;
  status: 'pending' | 'noted' | 'finalized' | 'canceled';
  type: (typeof TYPES)[number];
  method: (typeof METHODS)[number];
  phone: string | null;
  lines: { name: string; qty: number; subtotal: number }[];
  total: number;
}

let t: TestApp;
let owner: TestUser;
let business: BusinessRow;
let generated: Generated[];

/** A small deterministic generator, so a failure can be replayed. */
function random(seed: number) {
  let state = seed;
  return (n: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state % n;
  };
}

const placedAt = (o: Generated) => new Date(businessDayStart(o.date, TZ).getTime() + (o.hour * 60 + 7) * 60_000);

async function store(businessId: number, list: Generated[]): Promise<void> {
  const rows = await t.app.db
    .insert(orders)
    .values(
      list.map((o, i) => {
        const at = placedAt(o);
        return {
          businessId,
          number: i + 1,
          numberSeries: `stats-${businessId}`,
          status: o.status,
          orderType: o.type,
          localSubType: o.type === 'local' ? ('balcao' as const) : null,
          subtotal: o.total,
          total: o.total,
          paymentType: o.method,
          customerWhatsapp: o.phone,
          createdAt: at,
          updatedAt: at,
        };
      }),
    )
    .returning({ id: orders.id });
  await t.app.db.insert(orderLines).values(
    list.flatMap((o, i) =>
      o.lines.map((line) => ({ orderId: rows[i]!.id, businessId, productName: line.name, amount: line.subtotal / line.qty, qty: line.qty, subtotal: line.subtotal, createdAt: placedAt(o) })),
    ),
  );
}

function generate(seed: number, dates: string[], count: number): Generated[] {
  const pick = random(seed);
  return Array.from({ length: count }, () => {
    const lines = Array.from({ length: 1 + pick(3) }, () => {
      const product = PRODUCTS[pick(PRODUCTS.length)]!;
      const qty = 1 + pick(3);
      return { name: product.name, qty, subtotal: qty * product.amount };
    });
    const roll = pick(10);
    return {
      date: dates[pick(dates.length)]!,
      hour: pick(24),
      status: roll === 0 ? 'canceled' : roll === 1 ? 'pending' : roll < 4 ? 'finalized' : 'noted',
      type: TYPES[pick(TYPES.length)]!,
      method: METHODS[pick(METHODS.length)]!,
      // Some customers write their phone with punctuation: the same customer either way.
      phone: pick(5) === 0 ? null : pick(2) ? `(11) 9${String(8000_0000 + pick(40)).slice(0, 4)}-0000` : `119${String(8000_0000 + pick(40)).slice(0, 4)}0000`,
      lines,
      total: lines.reduce((sum, line) => sum + line.subtotal, 0),
    };
  });
}

const daysFrom = (first: string, last: string) => {
  const days: string[] = [];
  for (let d = first; d <= last; d = addDays(d, 1)) days.push(d);
  return days;
};

beforeAll(async () => {
  t = await createTestApp();
  owner = await createUser(t.app, { name: 'Dona' });
  business = await createBusinessFor(t.app, owner);
  const november = daysFrom('2026-11-01', TODAY);
  generated = [...generate(7, november, 160), ...generate(11, ['2026-10-30', '2026-10-31'], 30)];
  await store(business.id, generated);
  // Another business's orders, on the same days, must not count.
  const other = await createBusinessFor(t.app, await createUser(t.app));
  await store(other.id, generate(13, november, 40));
}, 60_000);
afterAll(async () => t.close());

const get = (businessId: number, who: { headers: Record<string, string> } | null, query = '') =>
  t.app.inject({ method: 'GET', url: `/api/v1/businesses/${businessId}/stats${query}`, headers: { ...(who?.headers ?? {}), ...NOW } });

describe('GET v1/businesses/{id}/stats', () => {
  it("answers the month so far and today, as summed here (canceled, last month's and another business's orders left out)", async () => {
    const res = await get(business.id, owner);
    expect(res.statusCode).toBe(200);
    const stats = (res.json() as { data: StatsResource }).data;
    // Canceled orders and those not accepted yet count nowhere.
    const kept = generated.filter((o) => o.status !== 'canceled' && o.status !== 'pending');
    const month = kept.filter((o) => o.date >= '2026-11-01');
    const today = month.filter((o) => o.date === TODAY);
    const sum = (list: Generated[]) => list.reduce((s, o) => s + o.total, 0);

    expect(stats).toMatchObject({ today: TODAY, from: '2026-11-01', to: TODAY, view_app_count: 0 });
    expect([stats.revenue_generated, stats.orders_count]).toEqual([sum(month), month.length]);
    expect([stats.revenue_generated_day, stats.orders_count_day]).toEqual([sum(today), today.length]);

    const series = stats.series!;
    expect(series.revenue_per_day).toHaveLength(20);
    for (const day of series.revenue_per_day) {
      const of = month.filter((o) => o.date === day.date);
      expect(day).toEqual({ date: day.date, revenue: sum(of), orders: of.length });
    }
    expect(series.orders_per_hour).toEqual(Array.from({ length: 24 }, (_, hour) => ({ hour, orders: month.filter((o) => o.hour === hour).length })));

    const byType = new Map<string, Generated[]>();
    for (const o of month) byType.set(o.type, [...(byType.get(o.type) ?? []), o]);
    expect(new Map(series.order_types.map((e) => [e.order_type, [e.orders, e.revenue]]))).toEqual(new Map([...byType].map(([type, list]) => [type, [list.length, sum(list)]])));
    const byMethod = new Map<string | null, Generated[]>();
    for (const o of month) byMethod.set(o.method, [...(byMethod.get(o.method) ?? []), o]);
    expect(new Map(series.payment_methods.map((e) => [e.method, [e.orders, e.revenue]]))).toEqual(new Map([...byMethod].map(([m, list]) => [m, [list.length, sum(list)]])));

    const products = new Map<string, { qty: number; revenue: number }>();
    for (const line of month.flatMap((o) => o.lines)) {
      const p = products.get(line.name) ?? { qty: 0, revenue: 0 };
      products.set(line.name, { qty: p.qty + line.qty, revenue: p.revenue + line.subtotal });
    }
    // Lines of unknown products (no product id) count together under one name each here, as one in the API.
    expect(series.top_products.reduce((s, p) => s + p.qty, 0)).toBe([...products.values()].reduce((s, p) => s + p.qty, 0));
    expect(series.top_products.reduce((s, p) => s + p.revenue, 0)).toBe([...products.values()].reduce((s, p) => s + p.revenue, 0));

    // New customers: phones (digits) whose first order that was not canceled falls in the month.
    const digits = (phone: string) => phone.replace(/\D/g, '');
    const before = new Set(kept.filter((o) => o.date < '2026-11-01' && o.phone).map((o) => digits(o.phone!)));
    expect(stats.customers_count).toBe(new Set(month.filter((o) => o.phone && !before.has(digits(o.phone))).map((o) => digits(o.phone!))).size);
  });

  it('sums a month past 2^31 centavos (R$ 21 million) without overflowing (issue 30)', async () => {
    const big = await createBusinessFor(t.app, owner);
    // Three orders of R$ 9 million each on one day: their sum needs more than 32 bits.
    const huge = Array.from({ length: 3 }, () => ({
      date: TODAY,
      hour: 12,
      status: 'finalized' as const,
      type: 'local' as const,
      method: 'pix' as const,
      phone: null,
      lines: [{ name: 'Banquete', qty: 1, subtotal: 900_000_000 }],
      total: 900_000_000,
    }));
    await store(big.id, huge);
    const res = await get(big.id, owner);
    expect(res.statusCode).toBe(200);
    const stats = (res.json() as { data: StatsResource }).data;
    expect([stats.revenue_generated, stats.revenue_generated_day]).toEqual([2_700_000_000, 2_700_000_000]);
    expect(stats.series!.top_products[0]).toMatchObject({ name: 'Banquete', qty: 3, revenue: 2_700_000_000 });
    expect(stats.series!.payment_methods).toEqual([{ method: 'pix', orders: 3, revenue: 2_700_000_000 }]);
  });

  it('answers a chosen period, day by day, zeros included', async () => {
    const res = await get(business.id, owner, '?from=2026-10-31&to=2026-11-02');
    const stats = (res.json() as { data: StatsResource }).data;
    expect(stats.series!.revenue_per_day.map((d) => d.date)).toEqual(['2026-10-31', '2026-11-01', '2026-11-02']);
    const kept = generated.filter((o) => o.status !== 'canceled' && o.status !== 'pending' && o.date >= '2026-10-31' && o.date <= '2026-11-02');
    expect(stats.orders_count).toBe(kept.length);
  });

  it("gives the day's figures on a plan without dashboard_statistics, and nothing of the period", async () => {
    const free = await createBusinessFor(t.app, owner);
    await t.app.db.update(businesses).set({ plan: 'free', planExpiresAt: null }).where(eq(businesses.id, free.id));
    const res = await get(free.id, owner);
    expect(res.statusCode).toBe(200);
    expect((res.json() as { data: StatsResource }).data).toMatchObject({
      revenue_generated_day: 0,
      orders_count_day: 0,
      revenue_generated: null,
      orders_count: null,
      customers_count: null,
      series: null,
    });
  });

  it('answers 422 on a reversed or too long period and on junk, in the caller’s language', async () => {
    const reversed = await get(business.id, owner, '?from=2026-11-10&to=2026-11-01');
    expect(reversed.statusCode).toBe(422);
    expect(reversed.json().errors).toEqual({ to: ['A data final precisa ser igual ou depois da inicial.'] });
    const long = await get(business.id, owner, '?from=2025-01-01&to=2026-11-01');
    expect(long.statusCode).toBe(422);
    expect(long.json().errors.to).toEqual(['Escolha um período de até 366 dias.']);
    expect((await get(business.id, owner, '?from=ontem')).statusCode).toBe(422);
    expect((await get(business.id, owner, '?from=2026-02-30')).statusCode).toBe(422);
    expect((await get(business.id, owner, '?group=1')).statusCode).toBe(422);
    expect((await get(business.id, owner, '?from=2026-11-01&from=2026-11-02')).statusCode).toBe(422);
  });

  it('401 without a session, 403 without view_reports, 404 for another business', async () => {
    expect((await get(business.id, null)).statusCode).toBe(401);
    const waiter = await createUser(t.app);
    await addEmployee(t.app, business, waiter, { role: 'waiter', permissions: ['use_pdv'] });
    expect((await get(business.id, waiter)).statusCode).toBe(403);
    const stranger = await createUser(t.app);
    const theirs = await createBusinessFor(t.app, stranger);
    expect((await get(theirs.id, owner)).statusCode).toBe(404);
  });
});
