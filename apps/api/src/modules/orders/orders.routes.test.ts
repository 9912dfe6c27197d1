import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { WEEKDAYS } from '@comanda/domain/time/business-time';
import { auditLog, orders, productSchedules } from '../../db/schema/index';
import { addEmployee, createUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/helper';
import { JUNK_SWEEP_TIMEOUT, junkFailures } from '../../test/junk-bodies';
import { DELIVERY_TO, allowDiscounts, createShop, endTrial, insertDistrict, insertGroup, insertProduct, insertTable, errorsOf, orderCalls, orderOf, setBusiness } from '../../test/order-fixtures';

// POST v1/orders, GET/PUT v1/orders/{id}, PUT v1/orders/{id}/details (issue 15).

let t: TestApp;
let api: ReturnType<typeof orderCalls>;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_MAX_PER_MINUTE: '100000' });
  api = orderCalls(t.app);
});
afterAll(async () => t.close());

describe('POST /orders at a table', () => {
  it('creates a noted order priced by the server, with snapshot lines, history and audit; a second post appends', async () => {
    const shop = await createShop(t.app);
    await setBusiness(t.app, shop.business.id, { waiterServiceCharge: 1000 });
    const table = await insertTable(t.app, shop.business.id, 'Mesa 4');
    const pizza = await insertProduct(t.app, shop.business.id, { name: 'Pizza Calabresa', amount: 4000 });
    const group = await insertGroup(t.app, pizza, { name: 'Borda', min: 0, max: 1, items: [{ name: 'Catupiry', amount: 500 }] });

    const res = await api.place(shop.waiter, { table_id: table.id, products: [{ id: pizza.id, qty: 2, items: [{ item_id: group.items[0]!.id }] }] });
    expect(res.statusCode).toBe(201);
    const order = orderOf(res);
    expect(order).toMatchObject({
      status: 'noted',
      order_type: 'local',
      local_sub_type: 'mesa',
      table_id: table.id,
      table_name: 'Mesa 4',
      subtotal: 9000,
      service_charge_percent: 10,
      service_charge: 900,
      total: 9900,
    });
    expect(order.products).toHaveLength(1);
    expect(order.products[0]).toMatchObject({ name: 'Pizza Calabresa', qty: 2, subtotal: 9000 });
    expect(order.products[0]!.items[0]).toMatchObject({ name: 'Catupiry', group_name: 'Borda', amount: 500 });
    expect(order.history.map((h) => [h.status, h.user?.id])).toEqual([['noted', shop.waiter.id]]);

    const again = await api.place(shop.waiter, { table_id: table.id, products: [{ id: pizza.id }] });
    expect(again.statusCode).toBe(201);
    expect(orderOf(again)).toMatchObject({ id: order.id, subtotal: 13000, service_charge: 1300, total: 14300 });
    expect(orderOf(again).products.map((p) => p.id)[0]).toBe(order.products[0]!.id);

    const audit = await t.app.db.select().from(auditLog).where(eq(auditLog.entityId, String(order.id)));
    expect(audit.map((a) => a.action).sort()).toEqual(['order.append', 'order.create']);

    const read = await api.tableOrder(shop.waiter, table.id);
    expect(read.statusCode).toBe(200);
    expect(orderOf(read).id).toBe(order.id);
    expect((await api.get(shop.user, order.id)).statusCode).toBe(200);
  });
});


async function shopWithPizza(lang: 'pt' | 'en' = 'pt') {
  const shop = await createShop(t.app, lang);
  const table = await insertTable(t.app, shop.business.id);
  const pizza = await insertProduct(t.app, shop.business.id, { name: 'Pizza Calabresa', amount: 4000 });
  return { shop, table, pizza };
}

describe('POST /orders refuses what the business does not sell (422, naming the line)', () => {
  it('a paused product, in pt and en', async () => {
    for (const lang of ['pt', 'en'] as const) {
      const { shop, table } = await shopWithPizza(lang);
      const paused = await insertProduct(t.app, shop.business.id, { name: 'Pizza Calabresa', active: false });
      const ok = await insertProduct(t.app, shop.business.id, { name: 'Chope', amount: 1000 });
      const res = await api.place(shop.waiter, { table_id: table.id, products: [{ id: ok.id }, { id: paused.id }] });
      expect(res.statusCode).toBe(422);
      const text = lang === 'pt' ? 'Pizza Calabresa está pausado.' : 'Pizza Calabresa is paused.';
      expect(errorsOf(res).errors).toEqual({ 'products.1.id': [text] });
      expect(await t.app.db.select().from(orders).where(eq(orders.businessId, shop.business.id))).toEqual([]);
    }
  });

  it('a product its schedule does not offer now', async () => {
    const { shop, table, pizza } = await shopWithPizza();
    // Offered on Mondays 18:00–23:00 only; 2026-11-24 is a Tuesday.
    await t.app.db.insert(productSchedules).values(
      WEEKDAYS.map((day) => ({ businessId: shop.business.id, productId: pizza.id, dayOfWeek: day, isActive: day === 'monday', openingTime: '18:00', closingTime: '23:00' })),
    );
    const tuesday = { 'x-test-now': '2026-11-24T22:00:00Z' };
    const res = await api.call(shop.waiter, 'POST', '/orders', { table_id: table.id, products: [{ id: pizza.id }] }, tuesday);
    expect(res.statusCode).toBe(422);
    expect(errorsOf(res).errors).toEqual({ 'products.0.id': ['Pizza Calabresa não está disponível neste horário.'] });
    const monday = { 'x-test-now': '2026-11-23T22:00:00Z' };
    expect((await api.call(shop.waiter, 'POST', '/orders', { table_id: table.id, products: [{ id: pizza.id }] }, monday)).statusCode).toBe(201);
  });

  it("another business's product reads as missing", async () => {
    const { shop, table } = await shopWithPizza();
    const elsewhere = await shopWithPizza();
    const res = await api.place(shop.waiter, { table_id: table.id, products: [{ id: elsewhere.pizza.id }] });
    expect(res.statusCode).toBe(422);
    expect(errorsOf(res).errors).toEqual({ 'products.0.id': ['Produto não encontrado no cardápio.'] });
  });

  it('option rules of the groups, keyed products.N.items', async () => {
    const { shop, table, pizza } = await shopWithPizza();
    await insertGroup(t.app, pizza, { name: 'Tamanho', min: 1, max: 1, items: [{ name: 'Média', amount: 0 }, { name: 'Grande', amount: 1000 }] });
    const res = await api.place(shop.waiter, { table_id: table.id, products: [{ id: pizza.id }] });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(errorsOf(res).errors)).toEqual(['products.0.items']);
    expect(errorsOf(res).errors['products.0.items']![0]).toContain('Tamanho');
  });

  it("below the product's minimum weight: 'O peso mínimo deve ser maior ou igual a 0,3 kg' on products.N.weight; at it, priced by the kilo", async () => {
    const { shop, table } = await shopWithPizza();
    const buffet = await insertProduct(t.app, shop.business.id, { name: 'Buffet', amount: 6990, isWeightBased: true, minWeight: 0.3 });
    const light = await api.place(shop.waiter, { table_id: table.id, products: [{ id: buffet.id, weight: 0.2 }] });
    expect(light.statusCode).toBe(422);
    expect(errorsOf(light).errors).toEqual({ 'products.0.weight': ['O peso mínimo deve ser maior ou igual a 0,3 kg'] });
    const ok = await api.place(shop.waiter, { table_id: table.id, products: [{ id: buffet.id, weight: 0.5, qty: 3 }] });
    expect(ok.statusCode).toBe(201);
    expect(orderOf(ok).products[0]).toMatchObject({ weight: 0.5, qty: 1, subtotal: 3495 });
  });
});

describe('POST /orders: order types, delivery, minimum, payment', () => {
  it('a table order needs its table; delivery and pickup take none', async () => {
    const { shop, table, pizza } = await shopWithPizza();
    const noTable = await api.place(shop.waiter, { products: [{ id: pizza.id }] });
    expect(noTable.statusCode).toBe(422);
    expect(errorsOf(noTable).errors).toEqual({ table_id: ['Escolha a mesa do pedido.'] });
    const pickupAtTable = await api.place(shop.waiter, { order_type_id: 2, table_id: table.id, products: [{ id: pizza.id }] });
    expect(pickupAtTable.statusCode).toBe(422);
    expect(Object.keys(errorsOf(pickupAtTable).errors)).toEqual(['table_id']);
    const counter = await api.place(shop.waiter, { local_sub_type: 'balcao', products: [{ id: pizza.id }] });
    expect(counter.statusCode).toBe(201);
    expect(orderOf(counter)).toMatchObject({ local_sub_type: 'balcao', table_id: null, total: 4000 });
  });

  it("delivery: the bairro's fee snapshotted, no service charge; a bairro not served and one below its minimum are refused", async () => {
    const { shop, pizza } = await shopWithPizza();
    await setBusiness(t.app, shop.business.id, { waiterServiceCharge: 1000, deliversOutside: false });
    const moema = await insertDistrict(t.app, `Moema ${shop.business.id}`, { businessId: shop.business.id, deliveryFee: 800 });
    const farAway = await insertDistrict(t.app, `Longe ${shop.business.id}`);
    const pricey = await insertDistrict(t.app, `Jardins ${shop.business.id}`, { businessId: shop.business.id, deliveryFee: 500, minimumOrder: 10000 });

    const noDistrict = await api.place(shop.waiter, { order_type_id: 1, ...DELIVERY_TO, products: [{ id: pizza.id }] });
    expect(errorsOf(noDistrict).errors).toEqual({ district_id: ['O campo bairro é obrigatório'] });
    const outside = await api.place(shop.waiter, { order_type_id: 1, ...DELIVERY_TO, district_id: farAway.id, products: [{ id: pizza.id }] });
    expect(outside.statusCode).toBe(422);
    expect(errorsOf(outside).errors).toEqual({ district_id: ['Não entregamos neste bairro.'] });
    const below = await api.place(shop.waiter, { order_type_id: 1, ...DELIVERY_TO, district_id: pricey.id, products: [{ id: pizza.id }] });
    expect(below.statusCode).toBe(422);
    expect(errorsOf(below).errors.district_id![0]).toMatch(/^O pedido mínimo para entrega em Jardins \d+ é R\$\s100,00\.$/);

    const res = await api.place(shop.waiter, { order_type_id: 1, ...DELIVERY_TO, district_id: moema.id, products: [{ id: pizza.id }] });
    expect(res.statusCode).toBe(201);
    expect(orderOf(res)).toMatchObject({ order_type: 'delivery', district_name: moema.name, delivery_fee: 800, service_charge: 0, total: 4800, customer_name: 'Ana Souza' });
  });

  it('PUT details: a new bairro reprices the delivery fee', async () => {
    const { shop, pizza } = await shopWithPizza();
    const a = await insertDistrict(t.app, `Pinheiros ${shop.business.id}`, { businessId: shop.business.id, deliveryFee: 600 });
    const b = await insertDistrict(t.app, `Mooca ${shop.business.id}`, { businessId: shop.business.id, deliveryFee: 1100 });
    const placed = orderOf(await api.place(shop.waiter, { order_type_id: 1, ...DELIVERY_TO, district_id: a.id, products: [{ id: pizza.id }] }));
    const res = await api.call(shop.waiter, 'PUT', `/orders/${placed.id}/details`, { district_id: b.id, address_street: 'Rua da Mooca' });
    expect(res.statusCode).toBe(200);
    expect(orderOf(res)).toMatchObject({ district_name: b.name, delivery_fee: 1100, total: 5100, address_street: 'Rua da Mooca' });
  });

  it('the business-wide minimum order holds for pickup and delivery, not at the table', async () => {
    const { shop, table, pizza } = await shopWithPizza();
    await setBusiness(t.app, shop.business.id, { minOrderValue: 5000 });
    const pickup = await api.place(shop.waiter, { order_type_id: 2, products: [{ id: pizza.id }] });
    expect(pickup.statusCode).toBe(422);
    expect(errorsOf(pickup).errors.products![0]).toMatch(/^O pedido mínimo é R\$\s50,00\.$/);
    expect((await api.place(shop.waiter, { order_type_id: 2, products: [{ id: pizza.id, qty: 2 }] })).statusCode).toBe(201);
    expect((await api.place(shop.waiter, { table_id: table.id, products: [{ id: pizza.id }] })).statusCode).toBe(201);
  });

  it('a payment method the business does not take for the type is refused; cash for change must cover the total', async () => {
    const { shop, table, pizza } = await shopWithPizza();
    await allowDiscounts(t.app, shop);
    await setBusiness(t.app, shop.business.id, { paymentMethods: { delivery: ['pix'], retirada: ['pix'], local: ['money', 'card'] } });
    const pix = await api.place(shop.waiter, { table_id: table.id, payment_type: 'pix', products: [{ id: pizza.id }] });
    expect(pix.statusCode).toBe(422);
    expect(errorsOf(pix).errors).toEqual({ payment_type: ['Esta forma de pagamento não é aceita para este tipo de pedido.'] });
    const short = await api.place(shop.waiter, { table_id: table.id, payment_type: 'money', value_to_change: 3000, products: [{ id: pizza.id }] });
    expect(short.statusCode).toBe(422);
    expect(errorsOf(short).errors.value_to_change![0]).toMatch(/^O valor para troco \(R\$\s30,00\) é menor que o total do pedido \(R\$\s40,00\)\.$/);
    const card = await api.place(shop.waiter, { table_id: table.id, payment_type: 'card', value_to_change: 5000, products: [{ id: pizza.id }] });
    expect(errorsOf(card).errors).toEqual({ value_to_change: ['Troco só se aplica a pagamento em dinheiro.'] });
    const cash = await api.place(shop.waiter, { table_id: table.id, payment_type: 'money', value_to_change: 5000, discount: 500, products: [{ id: pizza.id }] });
    expect(cash.statusCode).toBe(201);
    expect(orderOf(cash)).toMatchObject({ subtotal: 4000, discount: 500, total: 3500, change: 1500 });
  });

  it("business_token, when sent, must be the current business's", async () => {
    const { shop, table, pizza } = await shopWithPizza();
    const other = await shopWithPizza();
    const wrong = await api.place(shop.waiter, { business_token: other.shop.business.token, table_id: table.id, products: [{ id: pizza.id }] });
    expect(wrong.statusCode).toBe(422);
    expect(Object.keys(errorsOf(wrong).errors)).toEqual(['business_token']);
    const right = await api.place(shop.waiter, { business_token: shop.business.token, table_id: table.id, products: [{ id: pizza.id }] });
    expect(right.statusCode).toBe(201);
  });

  it('service_charge_waiter: false leaves the service charge off, for who may take it off (manage_orders; a waiter 403)', async () => {
    const { shop, table, pizza } = await shopWithPizza();
    await setBusiness(t.app, shop.business.id, { waiterServiceCharge: 1000 });
    const off = { table_id: table.id, service_charge_waiter: false, products: [{ id: pizza.id }] };
    const refused = await api.place(shop.waiter, off);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Você não tem permissão para tirar a taxa de serviço. Peça a quem gerencia os pedidos.');
    const res = await api.place(shop.user, off);
    expect(orderOf(res)).toMatchObject({ service_charge_percent: 0, service_charge: 0, total: 4000 });
  });
});

describe('access and tenancy', () => {
  it('401 without a session; 403 without use_pdv; 403 feature_unavailable once the trial is over', async () => {
    const { shop, table, pizza } = await shopWithPizza();
    const body = { table_id: table.id, products: [{ id: pizza.id }] };
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/orders', payload: body })).statusCode).toBe(401);
    const cook = await createUser(t.app);
    await addEmployee(t.app, shop.business, cook, { role: 'waiter', permissions: [] });
    expect((await api.place(cook, body)).statusCode).toBe(403);
    expect((await api.open(cook, table.id, { products: [{ id: pizza.id }] })).statusCode).toBe(403);

    const placed = orderOf(await api.place(shop.waiter, body));
    expect((await api.get(cook, placed.id)).statusCode).toBe(403);
    expect((await api.tableOrder(cook, table.id)).statusCode).toBe(403);
    const manager = await createUser(t.app);
    await addEmployee(t.app, shop.business, manager, { role: 'waiter', permissions: ['manage_orders'] });
    expect((await api.get(manager, placed.id)).statusCode).toBe(200);

    await endTrial(t.app, shop.business.id);
    const gated = await api.place(shop.waiter, body);
    expect(gated.statusCode).toBe(403);
    expect(gated.json()).toMatchObject({ code: 'feature_unavailable', feature: 'pdv' });
  });

  it("another business's order and table are 404", async () => {
    const mine = await shopWithPizza();
    const theirs = await shopWithPizza();
    const their = orderOf(await api.place(theirs.shop.waiter, { table_id: theirs.table.id, products: [{ id: theirs.pizza.id }] }));
    expect((await api.get(mine.shop.waiter, their.id)).statusCode).toBe(404);
    expect((await api.tableOrder(mine.shop.waiter, theirs.table.id)).json()).toEqual({ message: 'Mesa não encontrada.' });
    const onTheirTable = await api.place(mine.shop.waiter, { table_id: theirs.table.id, products: [{ id: mine.pizza.id }] });
    expect(onTheirTable.statusCode).toBe(404);
    expect(onTheirTable.json()).toEqual({ message: 'Mesa não encontrada.' });
    expect((await api.place(mine.shop.waiter, { order_id: their.id, products: [{ id: mine.pizza.id }] })).statusCode).toBe(404);
    expect((await api.call(mine.shop.waiter, 'PUT', `/orders/${their.id}`, { version: their.version, products: [{ id: mine.pizza.id }] })).statusCode).toBe(404);
    expect((await api.call(mine.shop.waiter, 'PUT', `/orders/${their.id}/details`, { notes: 'x' })).statusCode).toBe(404);
  });
});

describe('closed orders and versions', () => {
  it('appending to a finalized order is 409; its table is free again', async () => {
    const { shop, table, pizza } = await shopWithPizza();
    const placed = orderOf(await api.place(shop.waiter, { table_id: table.id, products: [{ id: pizza.id }] }));
    await t.app.db.update(orders).set({ status: 'finalized' }).where(eq(orders.id, placed.id));
    const res = await api.place(shop.waiter, { order_id: placed.id, products: [{ id: pizza.id }] });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'Este pedido já foi finalizado ou cancelado e não aceita mais mudanças.' });
    expect((await api.call(shop.waiter, 'PUT', `/orders/${placed.id}`, { version: placed.version, products: [{ id: pizza.id }] })).statusCode).toBe(409);
    const fresh = await api.place(shop.waiter, { table_id: table.id, products: [{ id: pizza.id }] });
    expect(orderOf(fresh).id).not.toBe(placed.id);
  });

  it('a discount by hand needs give_discounts: placing, opening a table or changing it is 403 without; keeping the one given is not', async () => {
    const { shop, table, pizza } = await shopWithPizza();
    const refused = await api.place(shop.waiter, { table_id: table.id, discount: 300, products: [{ id: pizza.id }] });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: 'Você não tem permissão para dar descontos.' });
    expect((await api.open(shop.waiter, table.id, { discount: 300, products: [{ id: pizza.id }] })).statusCode).toBe(403);
    expect(await t.app.db.select().from(orders).where(eq(orders.businessId, shop.business.id))).toHaveLength(0);

    // The owner gives it; the waiter edits the order keeping it, but may not change it.
    const placed = orderOf(await api.place(shop.user, { table_id: table.id, discount: 300, products: [{ id: pizza.id }] }));
    const kept = await api.call(shop.waiter, 'PUT', `/orders/${placed.id}`, { version: placed.version, discount: 300, products: [{ id: pizza.id, qty: 2 }] });
    expect(kept.statusCode, kept.body).toBe(200);
    // The edit's trail keeps the status it was made in: the audit page says when the kitchen already had it.
    const [edit] = await t.app.db.select().from(auditLog).where(and(eq(auditLog.action, 'order.update'), eq(auditLog.entityId, String(placed.id))));
    expect(edit?.before).toMatchObject({ number: placed.number, status: placed.status });
    const changed = await api.call(shop.waiter, 'PUT', `/orders/${placed.id}`, { version: orderOf(kept).version, discount: 0, products: [{ id: pizza.id }] });
    expect(changed.statusCode).toBe(403);
    expect((await api.place(shop.waiter, { table_id: table.id, discount: 0, products: [{ id: pizza.id }] })).statusCode).toBe(201);
  });

  it('PUT /orders/:id replaces the lines at the version read; a stale version is 409 in pt and en', async () => {
    const { shop, table, pizza } = await shopWithPizza();
    await allowDiscounts(t.app, shop);
    const beer = await insertProduct(t.app, shop.business.id, { name: 'Chope', amount: 1200 });
    const placed = orderOf(await api.place(shop.waiter, { table_id: table.id, products: [{ id: pizza.id }] }));
    const res = await api.call(shop.waiter, 'PUT', `/orders/${placed.id}`, { version: placed.version, products: [{ id: beer.id, qty: 2 }], discount: 400 });
    expect(res.statusCode).toBe(200);
    expect(orderOf(res)).toMatchObject({ subtotal: 2400, discount: 400, total: 2000 });
    expect(orderOf(res).products.map((p) => p.name)).toEqual(['Chope']);
    expect(orderOf(res).version).toBeGreaterThan(placed.version);

    const stale = await api.call(shop.waiter, 'PUT', `/orders/${placed.id}`, { version: placed.version, products: [{ id: pizza.id }] });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ message: 'O pedido foi alterado por outra pessoa enquanto você editava. Recarregue o pedido para ver a versão atual.' });
    const en = await api.call(shop.waiter, 'PUT', `/orders/${placed.id}`, { version: placed.version, products: [{ id: pizza.id }] }, { 'accept-language': 'en' });
    expect(en.json()).toEqual({ message: 'The order was changed by someone else while you were editing. Reload the order to see the current version.' });
  });
});

describe('bad bodies', () => {
  it(
    'junk bodies and deep JSON answer 4xx, never 5xx',
    async () => {
      const { shop, table, pizza } = await shopWithPizza();
      const placed = orderOf(await api.place(shop.waiter, { table_id: table.id, products: [{ id: pizza.id }] }));
      const line = { id: pizza.id, qty: 1, items: [], weight: null, comments: 'sem cebola' };
      const failures = await junkFailures(
        t.app,
        [
          { method: 'POST', url: '/orders', body: { table_id: table.id, products: [line], discount: 0, payment_type: 'money', value_to_change: 10000 } },
          { method: 'PUT', url: `/tables/${table.id}/open`, body: { products: [line] } },
          { method: 'PUT', url: `/orders/${placed.id}`, body: { version: placed.version, products: [line] } },
          { method: 'PUT', url: `/orders/${placed.id}/details`, body: { customer_name: 'Ana', district_id: 1 } },
        ],
        shop.waiter.headers,
      );
      expect(failures).toEqual([]);
    },
    JUNK_SWEEP_TIMEOUT,
  );
});



describe('POST /orders asked as pending, and accepting automatically (issue 16)', () => {
  it('waits in pending for "Aceitar"; with auto_accept_orders on, the server notes it at once', async () => {
    const shop = await createShop(t.app);
    const drink = await insertProduct(t.app, shop.business.id, { name: 'Guaraná', amount: 600 });
    const body = { order_type_id: 2, customer_name: 'Ana', status: 'pending', products: [{ id: drink.id }] };

    const waiting = await api.place(shop.user, body);
    expect(waiting.statusCode).toBe(201);
    expect(orderOf(waiting).status).toBe('pending');
    expect(orderOf(waiting).history.map((h) => h.status)).toEqual(['pending']);
    // No other status can be asked for: a placed order is noted.
    expect(orderOf(await api.place(shop.user, { ...body, status: 'finalized' })).status).toBe('noted');

    // The owner turns on "Aceitar pedidos automaticamente" in the general settings.
    const url = `/businesses/${shop.business.id}/general-settings`;
    const settings = (await api.call(shop.user, 'GET', url)).json().data as Record<string, unknown>;
    expect((await api.call(shop.user, 'PUT', url, { ...settings, auto_accept_orders: true })).statusCode).toBe(200);

    const accepted = await api.place(shop.user, body);
    expect(orderOf(accepted).status).toBe('noted');
    const [audit] = await t.app.db.select().from(auditLog).where(eq(auditLog.entityId, String(orderOf(accepted).id)));
    expect(audit!.after).toMatchObject({ auto_accepted: true });
    // The order placed before stays pending until someone accepts it.
    expect(orderOf(await api.get(shop.user, orderOf(waiting).id)).status).toBe('pending');
  });
});
