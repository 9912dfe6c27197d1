import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderResource } from '@comanda/domain/orders/order-resource';
import type { TableResource } from '@comanda/domain/tables/table-resource';
import { addEmployee, createUser } from '../../test/factories';
import { apiCaller, type Who } from '../../test/call-api';
import { createTestApp, type TestApp } from '../../test/helper';
import { createShop, insertProduct, insertTable, orderCalls, orderOf, setBusiness, type Shop } from '../../test/order-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const call = apiCaller(() => t.app);
const list = async (shop: Shop, who: Who = shop.user) => (await call(who, 'GET', `/businesses/${shop.business.id}/tables`)).json().data as TableResource[];
const orderIn = (res: { json(): unknown }) => (res.json() as { data: OrderResource }).data;

/** A shop with a R$ 30,00 pizza, and a table with an open order of `qty` pizzas. */
async function shopWithOpenTable(qty = 2) {
  const shop = await createShop(t.app);
  const product = await insertProduct(t.app, shop.business.id, { amount: 3000 });
  const table = await insertTable(t.app, shop.business.id, 'Mesa 4');
  const res = await orderCalls(t.app).open(shop.waiter, table.id, { products: [{ id: product.id, qty }] });
  expect(res.statusCode).toBe(201);
  return { shop, product, table, order: orderOf(res) };
}

describe('tables: setup', () => {
  it('adds, lists in natural order, renames and deletes tables', async () => {
    const shop = await createShop(t.app);
    for (const name of ['Mesa 10', 'Mesa 2', 'Varanda 1']) {
      const res = await call(shop.user, 'POST', '/tables', { name, capacity: 4, area: name.startsWith('Varanda') ? 'Varanda' : 'Salão' });
      expect(res.statusCode).toBe(201);
      expect(res.json().data).toMatchObject({ name, status: 'free', has_order: false, order_total: null });
    }
    const tables = await list(shop);
    expect(tables.map((table) => table.name)).toEqual(['Mesa 2', 'Mesa 10', 'Varanda 1']);
    const renamed = await call(shop.user, 'PUT', `/tables/${tables[0]!.id}`, { name: 'Mesa 3', capacity: 6 });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().data).toMatchObject({ name: 'Mesa 3', capacity: 6, area: null });
    expect((await call(shop.user, 'DELETE', `/tables/${tables[0]!.id}`)).statusCode).toBe(204);
    expect((await list(shop)).map((table) => table.name)).toEqual(['Mesa 10', 'Varanda 1']);
  });

  it('refuses a name the business already has, whatever its case, on the field (422)', async () => {
    const shop = await createShop(t.app);
    await call(shop.user, 'POST', '/tables', { name: 'Mesa 1' });
    const res = await call(shop.user, 'POST', '/tables', { name: 'mesa 1' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ name: ['Já existe uma mesa com este nome.'] });
    const other = await createShop(t.app);
    expect((await call(other.user, 'POST', '/tables', { name: 'Mesa 1' })).statusCode).toBe(201);
  });

  it('answers 422 on junk bodies, 401 without a session, 403 to a waiter, 404 for another business', async () => {
    const shop = await createShop(t.app);
    for (const body of [{}, { name: '' }, { name: 'x'.repeat(41) }, { name: 'Mesa', capacity: 0 }, { name: 'Mesa', extra: 1 }, { name: 42 }]) {
      expect((await call(shop.user, 'POST', '/tables', body)).statusCode).toBe(422);
    }
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/tables', payload: { name: 'Mesa' } })).statusCode).toBe(401);
    expect((await call(shop.waiter, 'POST', '/tables', { name: 'Mesa' })).statusCode).toBe(403);
    const other = await createShop(t.app);
    const theirs = await insertTable(t.app, other.business.id, 'Mesa 9');
    expect((await call(shop.user, 'PUT', `/tables/${theirs.id}`, { name: 'Minha' })).statusCode).toBe(404);
    expect((await call(shop.user, 'DELETE', `/tables/${theirs.id}`)).statusCode).toBe(404);
    expect((await call(shop.user, 'GET', `/businesses/${other.business.id}/tables`)).statusCode).toBe(404);
    expect((await call(shop.user, 'DELETE', '/tables/99999999999')).statusCode).toBe(422);
  });

  it('lets a waiter (use_pdv) read the map but not a member without any table permission', async () => {
    const shop = await createShop(t.app);
    expect((await call(shop.waiter, 'GET', `/businesses/${shop.business.id}/tables`)).statusCode).toBe(200);
    const cook = await createUser(t.app);
    await addEmployee(t.app, shop.business, cook, { permissions: ['manage_menu'] });
    expect((await call(cook, 'GET', `/businesses/${shop.business.id}/tables`)).statusCode).toBe(403);
  });
});

describe('tables: with an open order', () => {
  it('shows the table occupied with its order, and refuses to delete it (409)', async () => {
    const { shop, table, order } = await shopWithOpenTable(2);
    const [row] = await list(shop, shop.waiter);
    expect(row).toMatchObject({ id: table.id, status: 'occupied', has_order: true, order_id: order.id, order_number: order.number, order_total: 6000 });
    const res = await call(shop.user, 'DELETE', `/tables/${table.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('A Mesa 4 tem um pedido aberto. Feche a conta ou transfira o pedido antes de excluí-la.');
  });

  it('transfers the order to a free table, and refuses an occupied one', async () => {
    const { shop, product, table, order } = await shopWithOpenTable();
    const free = await insertTable(t.app, shop.business.id, 'Mesa 7');
    const res = await call(shop.waiter, 'PUT', `/tables/${table.id}/transfer`, { to_table_id: free.id });
    expect(res.statusCode).toBe(200);
    expect(orderIn(res)).toMatchObject({ id: order.id, table_id: free.id, table_name: 'Mesa 7' });
    expect((await call(shop.waiter, 'GET', `/tables/${table.id}/order`)).json().code).toBe('order_not_found');

    await orderCalls(t.app).open(shop.waiter, table.id, { products: [{ id: product.id }] });
    const busy = await call(shop.waiter, 'PUT', `/tables/${table.id}/transfer`, { to_table_id: free.id });
    expect(busy.statusCode).toBe(409);
    expect(busy.json().message).toContain('Mesa 7 já está ocupada');
  });

  it('two transfers to one free table at the same time: one wins, the other is told it is occupied', async () => {
    const shop = await createShop(t.app);
    const product = await insertProduct(t.app, shop.business.id);
    const [a, b, free] = await Promise.all(['A', 'B', 'Livre'].map((name) => insertTable(t.app, shop.business.id, name)));
    await orderCalls(t.app).open(shop.waiter, a!.id, { products: [{ id: product.id }] });
    await orderCalls(t.app).open(shop.waiter, b!.id, { products: [{ id: product.id }] });
    const answers = await Promise.all([a, b].map((from) => call(shop.waiter, 'PUT', `/tables/${from!.id}/transfer`, { to_table_id: free!.id })));
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
  });

  it('merges another table into this one: every line, totals recomputed, the emptied order canceled with the reason', async () => {
    const { shop, product, table, order } = await shopWithOpenTable(1);
    const other = await insertTable(t.app, shop.business.id, 'Mesa 5');
    const second = orderOf(await orderCalls(t.app).open(shop.waiter, other.id, { products: [{ id: product.id, qty: 2 }] }));
    const res = await call(shop.waiter, 'PUT', `/tables/${table.id}/merge`, { from_table_id: other.id });
    expect(res.statusCode).toBe(200);
    expect(orderIn(res)).toMatchObject({ id: order.id, subtotal: 9000, total: 9000 });
    expect(orderIn(res).products).toHaveLength(2);
    const canceled = orderOf(await orderCalls(t.app).get(shop.user, second.id));
    expect(canceled.status).toBe('canceled');
    expect(canceled.history.at(-1)).toMatchObject({ status: 'canceled', reason: 'Mesa juntada com Mesa 4' });
    // It says where its lines went (the lists show "Juntado à Mesa 4"); the order that received them says nothing.
    expect(canceled.merged_into).toEqual({ order_id: order.id, table_name: 'Mesa 4' });
    expect(orderIn(res).merged_into).toBeNull();
    expect((await list(shop)).find((row) => row.id === other.id)?.status).toBe('free');
  });
});

describe('PUT /tables/{id}/close', () => {
  it('closes with 10% service charge split between Pix and cash with change; the table is free again', async () => {
    const { shop, table } = await shopWithOpenTable(2);
    await setBusiness(t.app, shop.business.id, { waiterServiceCharge: 1000 });
    // The order was opened before the charge was set: closing applies the business's rate now.
    const res = await call(shop.waiter, 'PUT', `/tables/${table.id}/close`, {
      service_charge_waiter: true,
      payments: [
        { method: 'pix', amount: 4000 },
        { method: 'money', amount: 2600, received: 3000 },
      ],
    });
    expect(res.statusCode).toBe(200);
    const closed = orderIn(res);
    expect(closed).toMatchObject({ subtotal: 6000, service_charge: 600, total: 6600, status: 'finalized', payment_status: 'paid', value_to_change: 3000, change: 400 });
    expect(closed.payments.map((p) => [p.method, p.amount, p.received, p.change])).toEqual([
      ['pix', 4000, null, null],
      ['money', 2600, 3000, 400],
    ]);
    expect(closed.history.at(-1)?.status).toBe('finalized');
    expect((await list(shop)).find((row) => row.id === table.id)).toMatchObject({ status: 'free', has_order: false });
  });

  it('refuses payments that do not add up to the total, naming both amounts, and keeps the order open', async () => {
    const { shop, table } = await shopWithOpenTable(2);
    const res = await call(shop.user, 'PUT', `/tables/${table.id}/close`, { service_charge_waiter: false, payments: [{ method: 'pix', amount: 5000 }] });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.payments[0]).toMatch(/R\$\s50,00.*R\$\s60,00/);
    expect((await call(shop.waiter, 'GET', `/tables/${table.id}/order`)).statusCode).toBe(200);
  });

  it('the service charge is taken off only by who may (manage_orders), as through disable-service-charge-waiter (issue 30)', async () => {
    const { shop, table } = await shopWithOpenTable(2);
    await setBusiness(t.app, shop.business.id, { waiterServiceCharge: 1000 });
    const off = { service_charge_waiter: false, payments: [{ method: 'pix', amount: 6000 }] };
    const refused = await call(shop.waiter, 'PUT', `/tables/${table.id}/close`, off);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Você não tem permissão para tirar a taxa de serviço. Peça a quem gerencia os pedidos.');
    expect((await call(shop.waiter, 'GET', `/tables/${table.id}/order`)).statusCode).toBe(200);
    // Nor when placing a table's order with the charge off; on, the waiter places and closes as always.
    const product = await insertProduct(t.app, shop.business.id, { amount: 1000 });
    const other = await insertTable(t.app, shop.business.id, 'Mesa 9');
    expect((await orderCalls(t.app).open(shop.waiter, other.id, { service_charge_waiter: false, products: [{ id: product.id }] })).statusCode).toBe(403);
    const cashier = await createUser(t.app);
    await addEmployee(t.app, shop.business, cashier, { role: 'user', permissions: ['use_pdv', 'manage_orders'] });
    const closed = await call(cashier, 'PUT', `/tables/${table.id}/close`, off);
    expect(closed.statusCode).toBe(200);
    expect(orderIn(closed)).toMatchObject({ service_charge: 0, total: 6000 });
  });

  it('refuses cash received below its share, or on a card payment', async () => {
    const { shop, table } = await shopWithOpenTable(1);
    const low = await call(shop.waiter, 'PUT', `/tables/${table.id}/close`, { payments: [{ method: 'money', amount: 3000, received: 2000 }] });
    expect(low.statusCode).toBe(422);
    const card = await call(shop.waiter, 'PUT', `/tables/${table.id}/close`, { payments: [{ method: 'card', amount: 3000, received: 5000 }] });
    expect(card.json().errors).toEqual({ 'payments.0.received': ['O valor recebido só vale para pagamento em dinheiro.'] });
  });

  it('a free table has no bill to close (409); another business’s table is 404', async () => {
    const shop = await createShop(t.app);
    const free = await insertTable(t.app, shop.business.id, 'Mesa 1');
    expect((await call(shop.waiter, 'PUT', `/tables/${free.id}/close`, { payments: [{ method: 'pix', amount: 100 }] })).statusCode).toBe(409);
    const other = await shopWithOpenTable();
    expect((await call(shop.waiter, 'PUT', `/tables/${other.table.id}/close`, { payments: [{ method: 'pix', amount: 6000 }] })).statusCode).toBe(404);
  });

  it('two closes at the same moment (with or without one key) record one set of payments', async () => {
    const { shop, table, order } = await shopWithOpenTable(1);
    const body = { payments: [{ method: 'pix', amount: 3000 }] };
    const sameKey = await Promise.all([1, 2].map(() => call(shop.waiter, 'PUT', `/tables/${table.id}/close`, body, { 'idempotency-key': 'fechar-mesa-4' })));
    expect(sameKey.map((res) => res.statusCode)).toEqual([200, 200]);
    expect(orderOf(await orderCalls(t.app).get(shop.user, order.id)).payments).toHaveLength(1);

    const again = await shopWithOpenTable(1);
    const twoKeys = await Promise.all(['a', 'b'].map((key) => call(again.shop.waiter, 'PUT', `/tables/${again.table.id}/close`, body, { 'idempotency-key': key })));
    expect(twoKeys.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    expect(orderOf(await orderCalls(t.app).get(again.shop.user, again.order.id)).payments).toHaveLength(1);
  });
});
