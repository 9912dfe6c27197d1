import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { OrderStatus } from '@comanda/domain/orders/order-status';
import type { WaiterTablesResource } from '@comanda/domain/tables/waiter-tables';
import { orders } from '../../db/schema/index';
import type { BusinessRow } from '../../plugins/tenancy';
import { addEmployee, createBusinessFor, createUser, type TestUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/helper';
import { createShop, insertProduct, insertTable, orderCalls, orderOf } from '../../test/order-fixtures';
import { storeOrder } from '../../test/stored-orders';

// GET v1/businesses/{id}/waiter-tables (issue 19): the waiters and the tables each opened in the
// business's day (São Paulo), with the day's figures; yesterday's, another business's and canceled
// orders do not count.

// 15:00 in São Paulo on 2026-11-20; its day began at 03:00 UTC.
const NOW = { 'x-test-now': '2026-11-20T18:00:00Z' };
const localTime = (hhmm: string) => new Date(`2026-11-20T${hhmm}:00-03:00`);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_MAX_PER_MINUTE: '100000' });
});
afterAll(async () => t.close());

type Who = { headers: Record<string, string> };
const get = (businessId: number | string, who: Who | null, headers: Record<string, string> = NOW) =>
  t.app.inject({ method: 'GET', url: `/api/v1/businesses/${businessId}/waiter-tables`, headers: { ...(who?.headers ?? {}), ...headers } });
const listOf = (res: { json(): unknown }) => (res.json() as { data: WaiterTablesResource[] }).data;

/** A table order opened by `by` at `at`, written straight to the database. */
async function served(business: BusinessRow, by: { id: number }, table: { id: number; name: string } | null, values: { at: Date; status?: OrderStatus; total: number }) {
  const order = await storeOrder(t.app, business, {
    createdAt: values.at,
    status: values.status ?? 'noted',
    orderType: 'local',
    tableId: table?.id ?? null,
    tableName: table?.name ?? null,
  });
  await t.app.db.update(orders).set({ createdBy: by.id, total: values.total }).where(eq(orders.id, order.id));
  return order;
}

async function waiterIn(business: BusinessRow, name: string, options: { isActive?: boolean } = {}): Promise<TestUser> {
  const user = await createUser(t.app, { name });
  await addEmployee(t.app, business, user, { role: 'waiter', permissions: ['use_pdv'], ...options });
  return user;
}

describe('GET v1/businesses/{id}/waiter-tables', () => {
  it("lists each waiter with the tables they opened today and the day's figures, open tables first", async () => {
    const owner = await createUser(t.app, { name: 'Dona Marta' });
    const business = await createBusinessFor(t.app, owner);
    const ana = await waiterIn(business, 'Ana Souza');
    const bruno = await waiterIn(business, 'Bruno Lima');
    await waiterIn(business, 'Caio Antigo', { isActive: false });
    const cook = await createUser(t.app, { name: 'Zeca Cozinha' });
    await addEmployee(t.app, business, cook, { role: 'user', permissions: ['manage_menu'] });
    const [m1, m2, m3, m4, m5] = await Promise.all(['Mesa 1', 'Mesa 2', 'Mesa 3', 'Mesa 4', 'Mesa 5'].map((name) => insertTable(t.app, business.id, name)));

    const open = await served(business, ana, m1!, { at: localTime('10:00'), total: 5000 });
    const closed = await served(business, ana, m2!, { at: localTime('11:00'), status: 'finalized', total: 3200 });
    const canceled = await served(business, ana, m3!, { at: localTime('12:00'), status: 'canceled', total: 9900 });
    // 23:30 yesterday in São Paulo, though already the 20th in UTC: not today's.
    await served(business, ana, m4!, { at: new Date('2026-11-20T02:30:00Z'), status: 'finalized', total: 7000 });
    // A delivery Ana placed today is not a table.
    await served(business, ana, null, { at: localTime('13:00'), total: 4000 });
    // The owner opened a table too: listed, though not a waiter.
    const owners = await served(business, owner, m5!, { at: localTime('14:00'), total: 2500 });
    // Ana also works at another business: its orders are not this one's.
    const other = await createBusinessFor(t.app, await createUser(t.app));
    await addEmployee(t.app, other, ana, { role: 'waiter', permissions: ['use_pdv'] });
    await served(other, ana, await insertTable(t.app, other.id, 'Mesa 1'), { at: localTime('10:30'), total: 8800 });

    const res = await get(business.id, owner);
    expect(res.statusCode).toBe(200);
    const list = listOf(res);
    expect(list.map((w) => [w.name, w.is_waiter])).toEqual([
      ['Ana Souza', true],
      ['Dona Marta', false],
      ['Bruno Lima', true],
    ]);
    const [first, second, third] = list;
    expect(first).toEqual({
      user_id: ana.id,
      name: 'Ana Souza',
      is_waiter: true,
      tables: [
        { table_id: m1!.id, table_name: 'Mesa 1', order_id: open.id, status: 'open', opened_at: localTime('10:00').toISOString(), total: 5000 },
        { table_id: m2!.id, table_name: 'Mesa 2', order_id: closed.id, status: 'closed', opened_at: localTime('11:00').toISOString(), total: 3200 },
        { table_id: m3!.id, table_name: 'Mesa 3', order_id: canceled.id, status: 'canceled', opened_at: localTime('12:00').toISOString(), total: 9900 },
      ],
      open_tables: 1,
      orders_today: 2,
      sales_today: 8200,
    });
    expect(second).toMatchObject({ user_id: owner.id, open_tables: 1, orders_today: 1, sales_today: 2500, tables: [{ order_id: owners.id, table_name: 'Mesa 5', status: 'open' }] });
    expect(third).toEqual({ user_id: bruno.id, name: 'Bruno Lima', is_waiter: true, tables: [], open_tables: 0, orders_today: 0, sales_today: 0 });
  });

  it("lists a table still open since last night, without counting it in today's figures", async () => {
    const owner = await createUser(t.app);
    const business = await createBusinessFor(t.app, owner);
    const ana = await waiterIn(business, 'Ana');
    const table = await insertTable(t.app, business.id, 'Varanda 2');
    const order = await served(business, ana, table, { at: new Date('2026-11-20T02:30:00Z'), status: 'in_consumption', total: 6000 });
    const [entry] = listOf(await get(business.id, owner));
    expect(entry).toMatchObject({ user_id: ana.id, open_tables: 1, orders_today: 0, sales_today: 0, tables: [{ order_id: order.id, status: 'open' }] });
  });

  it('shows the table a waiter opened at the PDV under that waiter, and its current name', async () => {
    const shop = await createShop(t.app);
    const table = await insertTable(t.app, shop.business.id, 'Mesa 7');
    const beer = await insertProduct(t.app, shop.business.id, { name: 'Chope', amount: 1200 });
    const opened = await orderCalls(t.app).open(shop.waiter, table.id, { products: [{ id: beer.id, qty: 3 }] });
    expect(opened.statusCode).toBe(201);
    const renamed = await orderCalls(t.app).call(shop.user, 'PUT', `/tables/${table.id}`, { name: 'Mesa 7A' });
    expect(renamed.statusCode).toBe(200);
    // The real clock: the order was just opened.
    const [entry] = listOf(await get(shop.business.id, shop.user, {}));
    expect(entry).toMatchObject({
      user_id: shop.waiter.id,
      is_waiter: true,
      open_tables: 1,
      tables: [{ table_id: table.id, table_name: 'Mesa 7A', order_id: orderOf(opened).id, status: 'open', total: orderOf(opened).total }],
    });
  });

  it('answers an empty list when the business has no waiters and no tables were opened', async () => {
    const owner = await createUser(t.app);
    const business = await createBusinessFor(t.app, owner);
    const res = await get(business.id, owner);
    expect(res.statusCode).toBe(200);
    expect(listOf(res)).toEqual([]);
  });

  it('answers 401 without a session, 403 without manage_tables, 404 for another business, 422 for a bad id', async () => {
    const shop = await createShop(t.app);
    expect((await get(shop.business.id, null)).statusCode).toBe(401);
    // The waiter (use_pdv) and a cook (manage_menu) may not see it; a manager granted manage_tables may.
    expect((await get(shop.business.id, shop.waiter)).statusCode).toBe(403);
    const cook = await createUser(t.app);
    await addEmployee(t.app, shop.business, cook, { role: 'user', permissions: ['manage_menu'] });
    expect((await get(shop.business.id, cook)).statusCode).toBe(403);
    const manager = await createUser(t.app);
    await addEmployee(t.app, shop.business, manager, { role: 'user', permissions: ['manage_tables'] });
    expect((await get(shop.business.id, manager)).statusCode).toBe(200);

    const other = await createShop(t.app);
    const res = await get(other.business.id, shop.user);
    expect(res.statusCode).toBe(404);
    expect(JSON.stringify(res.json())).not.toContain(String(other.waiter.id));

    for (const bad of ['abc', '0', '-1', '99999999999']) {
      const invalid = await get(bad, shop.user);
      expect(invalid.statusCode, bad).toBe(422);
      expect(invalid.json().errors).toHaveProperty('id');
    }
  });
});
