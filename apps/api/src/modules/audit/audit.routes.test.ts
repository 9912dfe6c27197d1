import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { AuditActor, AuditEntryResource, AuditLogPage } from '@comanda/domain/audit/audit-resource';
import { addEmployee, createUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/helper';
import { createShop, insertProduct, orderCalls, orderOf, type Shop } from '../../test/order-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_MAX_PER_MINUTE: '100000' });
});
afterAll(async () => t.close());

type Who = { headers: Record<string, string> };
const calls = () => orderCalls(t.app);
const get = (who: Who, url: string) => calls().call(who, 'GET', url);

async function auditPage(who: Who, businessId: number, query = ''): Promise<AuditLogPage> {
  const res = await get(who, `/businesses/${businessId}/audit-log?${query}`);
  expect(res.statusCode, `${query}: ${res.body}`).toBe(200);
  return res.json() as AuditLogPage;
}

/** Every entry matching `query`, following the cursor `perPage` at a time. */
async function allPages(who: Who, businessId: number, query: string, perPage: number): Promise<AuditEntryResource[]> {
  const seen: AuditEntryResource[] = [];
  let cursor: string | null = null;
  for (let i = 0; i < 100; i++) {
    const page: AuditLogPage = await auditPage(who, businessId, `${query}&per_page=${perPage}${cursor ? `&cursor=${cursor}` : ''}`);
    expect(page.data.length).toBeLessThanOrEqual(perPage);
    seen.push(...page.data);
    cursor = page.meta.next_cursor;
    if (!cursor) return seen;
  }
  throw new Error('the cursor never ended');
}

/** Entries written straight to the table, at exact instants (microseconds included). */
async function insertEntries(businessId: number, entries: { action: string; at: string; actor?: number | null }[]): Promise<void> {
  for (const e of entries) {
    await t.app.db.execute(
      sql`insert into audit_log (business_id, actor_user_id, action, entity, entity_id, after, at) values (${businessId}, ${e.actor ?? null}, ${e.action}, 'test', '1', ${JSON.stringify({ at: e.at })}::jsonb, ${e.at}::timestamptz)`,
    );
  }
}

/** A shop whose waiter may give discounts (give_discounts besides use_pdv). */
async function discountingShop(): Promise<Shop> {
  const shop = await createShop(t.app);
  await addEmployee(t.app, shop.business, shop.waiter, { role: 'waiter', permissions: ['use_pdv', 'give_discounts'] });
  return shop;
}

/** A shop whose waiter placed a pickup order with a discount, which the owner then canceled with a reason. */
async function shopWithHistory(): Promise<{ shop: Shop; orderId: number; number: number }> {
  const shop = await discountingShop();
  const product = await insertProduct(t.app, shop.business.id, { amount: 4000 });
  const placed = await calls().place(shop.waiter, { order_type_id: 2, payment_type: 'money', discount: 500, products: [{ id: product.id }] });
  expect(placed.statusCode, placed.body).toBe(201);
  const order = orderOf(placed);
  const canceled = await calls().call(shop.user, 'PUT', `/orders/${order.id}/cancel`, { reason: 'Cliente desistiu' });
  expect(canceled.statusCode, canceled.body).toBe(200);
  return { shop, orderId: order.id, number: order.number };
}

describe('GET v1/businesses/{id}/audit-log', () => {
  it("lists the business's own entries, newest first, with who did each and what a reader needs", async () => {
    const { shop, orderId, number } = await shopWithHistory();
    const other = await discountingShop();
    const theirs = await insertProduct(t.app, other.business.id);
    expect((await calls().place(other.waiter, { order_type_id: 2, payment_type: 'money', discount: 100, products: [{ id: theirs.id }] })).statusCode).toBe(201);

    const { data, meta } = await auditPage(shop.user, shop.business.id);
    expect(meta).toEqual({ per_page: 50, next_cursor: null });
    expect(data.map((e) => e.action).sort()).toEqual(['order.cancel', 'order.create', 'order.discount']);
    expect(data[0]!.action).toBe('order.cancel');
    expect(data.every((e) => e.entity === 'order' && e.entity_id === String(orderId))).toBe(true);
    const sorted = [...data].sort((a, b) => b.at.localeCompare(a.at) || b.id - a.id);
    expect(data.map((e) => e.id)).toEqual(sorted.map((e) => e.id));

    const cancel = data.find((e) => e.action === 'order.cancel')!;
    expect(cancel.actor).toEqual({ id: shop.user.id, name: 'Test User' });
    expect(cancel.after).toEqual({ status: 'canceled', reason: 'Cliente desistiu' });
    expect(cancel.before).toMatchObject({ number, status: 'noted' });
    expect(new Date(cancel.at).toISOString()).toBe(cancel.at);

    const discount = data.find((e) => e.action === 'order.discount')!;
    expect(discount.actor).toEqual({ id: shop.waiter.id, name: 'Test User' });
    expect(discount.after).toEqual({ number, amount: 500, discount: 500, subtotal: 4000, total: 3500 });
    expect(discount.before).toBeNull();
  });

  it('an order without a discount writes no discount entry; a discount given or taken off in PUT v1/orders/{id} writes one', async () => {
    const shop = await discountingShop();
    const product = await insertProduct(t.app, shop.business.id, { amount: 2000 });
    const placed = orderOf(await calls().place(shop.waiter, { order_type_id: 2, payment_type: 'money', products: [{ id: product.id }] }));
    expect((await auditPage(shop.user, shop.business.id, 'action=order.discount')).data).toEqual([]);

    const given = await calls().call(shop.waiter, 'PUT', `/orders/${placed.id}`, { version: placed.version, products: [{ id: product.id, qty: 2 }], discount: 300 });
    expect(given.statusCode, given.body).toBe(200);
    const same = await calls().call(shop.waiter, 'PUT', `/orders/${placed.id}`, { version: orderOf(given).version, products: [{ id: product.id, qty: 3 }], discount: 300 });
    expect(same.statusCode, same.body).toBe(200);
    const removed = await calls().call(shop.waiter, 'PUT', `/orders/${placed.id}`, { version: orderOf(same).version, products: [{ id: product.id }], discount: 0 });
    expect(removed.statusCode, removed.body).toBe(200);

    const { data } = await auditPage(shop.user, shop.business.id, 'action=order.discount');
    expect(data.map((e) => [e.before, e.after])).toEqual([
      [
        { number: placed.number, amount: 300, total: 5700 },
        { number: placed.number, amount: 0, discount: 0, subtotal: 2000, total: 2000 },
      ],
      [
        { number: placed.number, amount: 0, total: 2000 },
        { number: placed.number, amount: 300, discount: 300, subtotal: 4000, total: 3700 },
      ],
    ]);
    expect(data.every((e) => e.actor?.id === shop.waiter.id)).toBe(true);
  });

  it('marking an order paid is an entry with the payment status', async () => {
    const shop = await createShop(t.app);
    const product = await insertProduct(t.app, shop.business.id);
    const order = orderOf(await calls().place(shop.waiter, { order_type_id: 2, payment_type: 'pix', products: [{ id: product.id }] }));
    expect((await calls().call(shop.user, 'PUT', `/orders/${order.id}/paid`)).statusCode).toBe(200);
    const { data } = await auditPage(shop.user, shop.business.id, 'action=order.paid');
    expect(data).toHaveLength(1);
    expect(data[0]).toMatchObject({ actor: { id: shop.user.id }, before: { number: order.number, payment_status: 'unpaid' }, after: { payment_status: 'paid' } });
  });

  it('filters by person, by action (exact, prefix, several) and by the business’s local days', async () => {
    const { shop } = await shopWithHistory();
    const byWaiter = await auditPage(shop.user, shop.business.id, `actor_user_id=${shop.waiter.id}`);
    expect(byWaiter.data.map((e) => e.action).sort()).toEqual(['order.create', 'order.discount']);
    const byOwner = await auditPage(shop.user, shop.business.id, `actor_user_id=${shop.user.id}`);
    expect(byOwner.data.map((e) => e.action)).toEqual(['order.cancel']);

    await insertEntries(shop.business.id, [
      // São Paulo is UTC−3: 02:30Z on the 10th is still the 9th there, 03:00Z is the 10th's first instant.
      { action: 'print_device.create', at: '2026-03-10T02:30:00Z' },
      { action: 'printXdevice.create', at: '2026-03-10T03:00:00Z' },
      { action: 'product.update', at: '2026-03-11T02:59:59.999999Z' },
      { action: 'product.delete', at: '2026-03-11T03:00:00Z' },
    ]);
    const actions = async (query: string) => (await auditPage(shop.user, shop.business.id, query)).data.map((e) => e.action);
    expect((await actions('action=order.')).sort()).toEqual(['order.cancel', 'order.create', 'order.discount']);
    expect(await actions('action=order.cancel')).toEqual(['order.cancel']);
    expect(await actions('action=order.cancel,product.')).toEqual(['order.cancel', 'product.delete', 'product.update']);
    expect(await actions('action=print_device.')).toEqual(['print_device.create']);
    expect(await actions('from=2026-03-09&to=2026-03-09')).toEqual(['print_device.create']);
    expect(await actions('from=2026-03-10&to=2026-03-10')).toEqual(['product.update', 'printXdevice.create']);
    expect(await actions('to=2026-03-10')).toEqual(['product.update', 'printXdevice.create', 'print_device.create']);
    expect(await actions('from=2026-03-11&to=2026-03-11&action=product.')).toEqual(['product.delete']);
  });

  it('pages by cursor without repeating or skipping entries that share an instant, and new entries never shift the pages', async () => {
    const shop = await createShop(t.app);
    const base = Date.parse('2026-05-01T12:00:00Z');
    const entries = Array.from({ length: 23 }, (_, i) => {
      // Groups of three share an instant; neighbours differ by a microsecond only.
      const ms = base + Math.floor(i / 3) * 1000;
      const micros = String(i % 2).padStart(3, '0');
      return { action: `test.n${i}`, at: new Date(ms).toISOString().replace('Z', `${i % 3 === 0 ? micros : '000'}Z`) };
    });
    await insertEntries(shop.business.id, entries);
    const everything = (await auditPage(shop.user, shop.business.id, 'action=test.&per_page=100')).data;
    expect(everything).toHaveLength(23);

    for (const perPage of [1, 2, 5, 7, 23, 50]) {
      const paged = await allPages(shop.user, shop.business.id, 'action=test.', perPage);
      expect(paged.map((e) => e.id), `per_page ${perPage}`).toEqual(everything.map((e) => e.id));
    }

    const first = await auditPage(shop.user, shop.business.id, 'action=test.&per_page=5');
    await insertEntries(shop.business.id, [{ action: 'test.late', at: '2026-05-01T13:00:00Z' }]);
    const second = await auditPage(shop.user, shop.business.id, `action=test.&per_page=5&cursor=${first.meta.next_cursor}`);
    expect(second.data.map((e) => e.id)).toEqual(everything.slice(5, 10).map((e) => e.id));
  });

  it('answers 422 to bad filters, naming the field', async () => {
    const shop = await createShop(t.app);
    const url = `/businesses/${shop.business.id}/audit-log`;
    for (const [query, field] of [
      ['from=2026-13-01', 'from'],
      ['to=ontem', 'to'],
      ['from=2026-03-10&to=2026-03-09', 'to'],
      ['per_page=1000', 'per_page'],
      ['per_page=0', 'per_page'],
      ['per_page=dez', 'per_page'],
      ['actor_user_id=abc', 'actor_user_id'],
      ['actor_user_id=99999999999', 'actor_user_id'],
      ['cursor=xyz', 'cursor'],
      ['action=order', 'action'],
      ['cursor=1_99999999999', 'cursor'],
    ] as const) {
      const res = await get(shop.user, `${url}?${query}`);
      expect(res.statusCode, query).toBe(422);
      expect(Object.keys(res.json().errors).some((key) => key.split('.')[0] === field), `${query}: ${res.body}`).toBe(true);
    }
    const badAction = await get(shop.user, `${url}?action=${encodeURIComponent("x'; drop table audit_log")}`);
    expect(badAction.statusCode).toBe(422);
    const junk = await get(shop.user, `${url}?junk=1`);
    expect(junk.statusCode).toBe(422);
    expect(junk.json().message).toMatch(/junk/);
    const date = await get(shop.user, `${url}?from=2026-02-30`);
    expect(date.json().errors.from).toEqual(['Data deve ter o padrão YYYY-MM-DD no banco']);
  });

  it('answers 401 without a session, 403 without view_reports, 404 for another business; view_reports is enough', async () => {
    const shop = await createShop(t.app);
    const url = (id: number) => `/api/v1/businesses/${id}/audit-log`;
    expect((await t.app.inject({ method: 'GET', url: url(shop.business.id) })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: `${url(shop.business.id)}/actors` })).statusCode).toBe(401);

    expect((await get(shop.waiter, `/businesses/${shop.business.id}/audit-log`)).statusCode).toBe(403);
    const manager = await createUser(t.app);
    await addEmployee(t.app, shop.business, manager, { role: 'user', permissions: ['manage_orders', 'manage_settings', 'cancel_orders'] });
    expect((await get(manager, `/businesses/${shop.business.id}/audit-log`)).statusCode).toBe(403);
    expect((await get(manager, `/businesses/${shop.business.id}/audit-log/actors`)).statusCode).toBe(403);

    const reader = await createUser(t.app);
    await addEmployee(t.app, shop.business, reader, { role: 'user', permissions: ['view_reports'] });
    expect((await get(reader, `/businesses/${shop.business.id}/audit-log`)).statusCode).toBe(200);

    const other = await createShop(t.app);
    expect((await get(shop.user, `/businesses/${other.business.id}/audit-log`)).statusCode).toBe(404);
    expect((await get(shop.user, `/businesses/${other.business.id}/audit-log/actors`)).statusCode).toBe(404);
    expect((await get(shop.user, '/businesses/2147483647/audit-log')).statusCode).toBe(404);
  });
});

describe('GET v1/businesses/{id}/audit-log/actors', () => {
  it('lists everyone who appears in the business’s log, by name, once each', async () => {
    const { shop } = await shopWithHistory();
    const other = await createShop(t.app);
    await insertEntries(other.business.id, [{ action: 'test.other', at: '2026-01-01T00:00:00Z', actor: other.user.id }]);
    await insertEntries(shop.business.id, [{ action: 'test.system', at: '2026-01-01T00:00:00Z', actor: null }]);
    const res = await get(shop.user, `/businesses/${shop.business.id}/audit-log/actors`);
    expect(res.statusCode).toBe(200);
    const actors = (res.json() as { data: AuditActor[] }).data;
    expect(actors.map((a) => a.id).sort((a, b) => a - b)).toEqual([shop.user.id, shop.waiter.id].sort((a, b) => a - b));
    expect(actors.every((a) => a.name === 'Test User')).toBe(true);
  });
});
