import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderLines } from '../../db/schema/index';
import { addEmployee, createBusinessFor, createUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/helper';
import { storeOrder } from '../../test/stored-orders';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_MAX_PER_MINUTE: '100000' });
});
afterAll(async () => t.close());

type Headers = Record<string, string>;
const list = (businessId: number, headers: Headers, query = '') => t.app.inject({ method: 'GET', url: `/api/v1/businesses/${businessId}/orders${query}`, headers });

const HOUR = 3_600_000;

/** A business (São Paulo time) with five orders made an hour apart, the newest 2026-11-23 10:00 local. */
async function withOrders() {
  const owner = await createUser(t.app);
  const business = await createBusinessFor(t.app, owner);
  const at = (hoursBefore: number) => new Date(Date.parse('2026-11-23T13:00:00Z') - hoursBefore * HOUR);
  const made = [
    await storeOrder(t.app, business, { createdAt: at(30), customerName: 'Ana Maria', status: 'finalized', paymentStatus: 'paid' }),
    await storeOrder(t.app, business, { createdAt: at(4), customerName: 'José Araújo', customerWhatsapp: '21912345678', orderType: 'retirada' }),
    await storeOrder(t.app, business, { createdAt: at(3), customerName: 'Joana', status: 'canceled', orderType: 'local', tableName: 'Mesa 4' }),
    await storeOrder(t.app, business, { createdAt: at(2), customerName: 'Beatriz', status: 'processing' }),
    await storeOrder(t.app, business, { createdAt: at(1), customerName: 'Carlos', status: 'done', paymentStatus: 'paid' }),
  ];
  return { owner, business, made };
}

describe('GET v1/businesses/{id}/orders', () => {
  it('pages every order newest first with summaries and item counts', async () => {
    const { owner, business, made } = await withOrders();
    const res = await list(business.id, owner.headers, '?per_page=2');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.meta).toEqual({ current_page: 1, per_page: 2, total: 5, last_page: 3 });
    expect(body.data.map((o: { id: number }) => o.id)).toEqual([made[4]!.id, made[3]!.id]);
    expect(body.data[0]).toMatchObject({ customer_name: 'Carlos', items_count: 3, total: 3300, order_type_id: 1, status: 'done' });
    expect(body.data[0].products).toBeUndefined();
    const last = (await list(business.id, owner.headers, '?per_page=2&page=3')).json();
    expect(last.data.map((o: { id: number }) => o.id)).toEqual([made[0]!.id]);
  });

  it('filters by status (repeated or comma-separated), type, payment and local dates', async () => {
    const { owner, business, made } = await withOrders();
    const ids = async (query: string) => (await list(business.id, owner.headers, query)).json().data.map((o: { id: number }) => o.id);
    expect(await ids('?status=processing&status=done')).toEqual([made[4]!.id, made[3]!.id]);
    expect(await ids('?status=canceled,finalized')).toEqual([made[2]!.id, made[0]!.id]);
    expect(await ids('?order_type_id=2')).toEqual([made[1]!.id]);
    expect(await ids('?order_type_id=1')).toEqual([made[4]!.id, made[3]!.id, made[0]!.id]);
    expect(await ids('?payment_status=paid')).toEqual([made[4]!.id, made[0]!.id]);
    // The oldest was made 2026-11-22 07:00 in São Paulo, the others on the 23rd.
    expect(await ids('?from=2026-11-23&to=2026-11-23')).toHaveLength(4);
    expect(await ids('?to=2026-11-22')).toEqual([made[0]!.id]);
    expect(await ids('?from=2026-11-24')).toEqual([]);
  });

  it('searches by number exactly, name without accents or case, and phone digits', async () => {
    const { owner, business, made } = await withOrders();
    const ids = async (search: string) => (await list(business.id, owner.headers, `?search=${encodeURIComponent(search)}`)).json().data.map((o: { id: number }) => o.id);
    expect(await ids(String(made[2]!.number))).toEqual([made[2]!.id]);
    expect(await ids('jose araujo')).toEqual([made[1]!.id]);
    expect(await ids('ANA')).toEqual([made[2]!.id, made[0]!.id]);
    expect(await ids('(21) 91234')).toEqual([made[1]!.id]);
    expect(await ids('100%')).toEqual([]);
  });

  it('junk queries answer 422, never 5xx', async () => {
    const { owner, business } = await withOrders();
    for (const query of ['?status=lost', '?order_type_id=9', '?order_type_id=abc', '?from=2026-13-40', '?to=ontem', '?page=0', '?per_page=1000', '?payment_status=default', '?bogus=1', `?search=${'x'.repeat(200)}`]) {
      const res = await list(business.id, owner.headers, query);
      expect(res.statusCode, query).toBe(422);
    }
  });

  it('401 without a session, 403 without manage_orders, 404 for another business', async () => {
    const { owner, business } = await withOrders();
    const waiter = await createUser(t.app);
    await addEmployee(t.app, business, waiter, { permissions: ['use_pdv'] });
    const stranger = await withOrders();
    expect((await list(business.id, {})).statusCode).toBe(401);
    expect((await list(business.id, waiter.headers)).statusCode).toBe(403);
    expect((await list(stranger.business.id, owner.headers)).statusCode).toBe(404);
  });
});

describe('GET v1/businesses/{id}/orders-real-time', () => {
  it('every open order of the last 24 hours, oldest first', async () => {
    const owner = await createUser(t.app);
    const business = await createBusinessFor(t.app, owner);
    const now = Date.now();
    await storeOrder(t.app, business, { createdAt: new Date(now - 25 * HOUR) });
    const open = await storeOrder(t.app, business, { createdAt: new Date(now - 5 * HOUR), status: 'in_consumption', orderType: 'local' });
    await storeOrder(t.app, business, { createdAt: new Date(now - 2 * HOUR), status: 'finalized' });
    await storeOrder(t.app, business, { createdAt: new Date(now - HOUR), status: 'canceled' });
    const fresh = await storeOrder(t.app, business, { createdAt: new Date(now - 60_000) });
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/businesses/${business.id}/orders-real-time`, headers: owner.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((o: { id: number }) => o.id)).toEqual([open.id, fresh.id]);
    const waiter = await createUser(t.app);
    await addEmployee(t.app, business, waiter);
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/businesses/${business.id}/orders-real-time`, headers: waiter.headers })).statusCode).toBe(403);
  });
});

describe('GET v1/businesses/{id}/orders-kitchen', () => {
  const kitchen = (businessId: number, headers: Headers) => t.app.inject({ method: 'GET', url: `/api/v1/businesses/${businessId}/orders-kitchen`, headers });

  it("the noted and processing orders of the last 24 hours with their lines, the longest in the kitchen first; another business's never", async () => {
    const owner = await createUser(t.app);
    const business = await createBusinessFor(t.app, owner);
    const now = Date.now();
    await storeOrder(t.app, business, { createdAt: new Date(now - 25 * HOUR) });
    const cooking = await storeOrder(t.app, business, { createdAt: new Date(now - 2 * HOUR), status: 'processing', orderType: 'local', tableName: 'Mesa 2' });
    await storeOrder(t.app, business, { createdAt: new Date(now - HOUR), status: 'done' });
    await storeOrder(t.app, business, { createdAt: new Date(now - HOUR), status: 'pending' });
    const fresh = await storeOrder(t.app, business, { createdAt: new Date(now - 60_000) });
    const stranger = await createUser(t.app);
    await storeOrder(t.app, await createBusinessFor(t.app, stranger), { createdAt: new Date(now - 60_000) });
    // The table ordered more after its order reached the kitchen.
    await t.app.db.insert(orderLines).values({ orderId: cooking.id, businessId: business.id, productName: 'Pudim', amount: 900, qty: 1, subtotal: 900, createdAt: new Date(now - HOUR) });

    const res = await kitchen(business.id, owner.headers);
    expect(res.statusCode).toBe(200);
    const data = res.json().data as { id: number; products: { name: string; comments: string | null; created_at: string }[]; history: { status: string; at: string }[] }[];
    expect(data.map((o) => o.id)).toEqual([cooking.id, fresh.id]);
    expect(data[0]!.products.map((p) => p.name)).toEqual(['Pizza Margherita', 'Guaraná', 'Pudim']);
    expect(data[0]!.products[1]!.comments).toBe('gelado');
    const since = Date.parse(data[0]!.history[0]!.at);
    expect(data[0]!.products.map((p) => Date.parse(p.created_at) > since)).toEqual([false, false, true]);
  });

  it('401 without a session, 403 without manage_orders, 404 for another business', async () => {
    const owner = await createUser(t.app);
    const business = await createBusinessFor(t.app, owner);
    const waiter = await createUser(t.app);
    await addEmployee(t.app, business, waiter, { permissions: ['use_pdv'] });
    const stranger = await createUser(t.app);
    const theirs = await createBusinessFor(t.app, stranger);
    expect((await kitchen(business.id, {})).statusCode).toBe(401);
    expect((await kitchen(business.id, waiter.headers)).statusCode).toBe(403);
    expect((await kitchen(theirs.id, owner.headers)).statusCode).toBe(404);
    expect((await kitchen(0, owner.headers)).statusCode).toBe(422);
  });
});
