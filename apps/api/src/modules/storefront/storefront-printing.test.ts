import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businesses, printJobs } from '../../db/schema/index';
import { apiCaller } from '../../test/call-api';
import { until } from '../../test/until';
import { changeBusiness } from '../../test/menu-change';
import { createTestApp, json, type TestApp } from '../../test/helper';
import { createShop, insertProduct, type Shop } from '../../test/order-fixtures';

// Issue 33, "Must show" 4 on the server's side: with automatic acceptance, a storefront order is
// noted as it is placed and its kitchen ticket is queued for the print agent with no browser open,
// once, however often the customer's phone sends it; without it, nothing prints until "Aceitar".

describe('storefront orders and the kitchen printer', () => {
  let t: TestApp;
  let shop: Shop;
  let productId: number;
  const call = apiCaller(() => t.app);
  const cart = (phone: string) => ({ order_type_id: 2, customer_name: 'Lia', customer_whatsapp: phone, payment_type: 'card', products: [{ id: productId, qty: 1, items: [] }] });
  const jobsOf = (orderId: number) => t.app.db.select().from(printJobs).where(eq(printJobs.orderId, orderId));

  beforeAll(async () => {
    t = await createTestApp();
    shop = await createShop(t.app);
    await t.app.db.update(businesses).set({ slug: 'forno-auto', isCheckoutEnabled: true }).where(eq(businesses.id, shop.business.id));
    productId = (await insertProduct(t.app, shop.business.id, { name: 'Esfiha', amount: 800 })).id;
    const printer = await call(shop.user, 'POST', `/businesses/${shop.business.id}/printer`, { name: 'Cozinha', connection: 'network', host: '10.0.0.9', auto_print: true });
    expect(printer.statusCode, printer.body).toBe(201);
  });
  afterAll(() => t.close());

  it('without automatic acceptance: pending, nothing printed; "Aceitar" prints the kitchen ticket once', async () => {
    const res = await call(null, 'POST', '/storefront/forno-auto/orders', cart('11955550001'));
    const order = json<{ data: { id: number; status: string } }>(res).data;
    expect(order.status).toBe('pending');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await jobsOf(order.id)).toHaveLength(0);
    expect((await call(shop.user, 'PUT', `/orders/${order.id}/noted`, {})).statusCode).toBe(200);
    const jobs = await until('the kitchen ticket', () => jobsOf(order.id), (rows) => rows.length > 0);
    expect(jobs.map((job) => job.kind)).toEqual(['kitchen']);
  });

  it('with automatic acceptance: noted as placed, one kitchen ticket for five sends of one checkout', async () => {
    await changeBusiness(t.app, shop.business.id, { autoAcceptOrders: true });
    const key = crypto.randomUUID();
    const sends = await Promise.all(Array.from({ length: 5 }, () => call(null, 'POST', '/storefront/forno-auto/orders', cart('11955550002'), { 'idempotency-key': key })));
    const ids = new Set(sends.map((res) => json<{ data: { id: number; status: string } }>(res).data.id));
    expect(ids.size).toBe(1);
    const [id] = [...ids];
    expect(json<{ data: { status: string } }>(sends[0]!).data.status).toBe('noted');
    const jobs = await until('the kitchen ticket', () => jobsOf(id!), (rows) => rows.length > 0);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await jobsOf(id!)).map((job) => job.kind)).toEqual(['kitchen']);
    expect(jobs[0]!.status).toBe('pending');
  });
});
