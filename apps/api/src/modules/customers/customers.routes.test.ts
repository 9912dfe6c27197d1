import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CustomerDetail, CustomerResource, CustomerSegmentCount } from '@comanda/domain/customers/customer-resource';
import { eq } from 'drizzle-orm';
import { orders } from '../../db/schema/index';
import { addEmployee, createUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/helper';
import { JUNK_SWEEP_TIMEOUT, junkFailures } from '../../test/junk-bodies';
import { createShop, insertDistrict, insertProduct, orderCalls, orderOf, type Shop } from '../../test/order-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

type Who = { headers: Record<string, string> };
const calls = () => orderCalls(t.app);
const call = (who: Who, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) => calls().call(who, method, url, payload);
const customerOf = (res: { json(): unknown }) => (res.json() as { data: CustomerResource }).data;
const list = async (shop: Shop, query = '') => {
  const res = await call(shop.user, 'GET', `/businesses/${shop.business.id}/customers?${query}`);
  expect(res.statusCode, `${query}: ${res.body}`).toBe(200);
  return res.json() as { data: CustomerResource[]; meta: { total: number } };
};
const ana = { first_name: 'Ana', last_name: 'Araújo', whatsapp: '(11) 98765-4321', email: 'ana@example.com', marketing_consent: true };

describe('customers: register, read, change, delete', () => {
  it('registers a customer with the phone in E.164 and consent recorded, then reads, changes and deletes it', async () => {
    const shop = await createShop(t.app);
    const district = await insertDistrict(t.app, `Pinheiros ${Date.now()}`);
    const created = await call(shop.user, 'POST', '/customers', { ...ana, birthday: '1990-04-12', district_id: district.id, address_street: 'Rua A', notes: 'Sem cebola' });
    expect(created.statusCode).toBe(201);
    const c = customerOf(created);
    expect(c).toMatchObject({
      first_name: 'Ana', full_name: 'Ana Araújo', whatsapp: '+5511987654321', birthday: '1990-04-12', district: { id: district.id },
      marketing_consent: true, marketing_consent_source: 'back_office', marketing_opt_out_at: null, source: 'back_office',
      orders_count: 0, total_spent: 0, average_ticket: 0, last_order_at: null,
    });
    expect(c.marketing_consent_at).not.toBeNull();

    const read = await call(shop.user, 'GET', `/customers/${c.id}`);
    expect(read.statusCode).toBe(200);
    expect((read.json() as { data: CustomerDetail }).data).toMatchObject({ id: c.id, recent_orders: [] });

    const changed = await call(shop.user, 'PUT', `/customers/${c.id}`, { ...ana, first_name: 'Ana Maria', marketing_consent: false });
    expect(changed.statusCode).toBe(200);
    expect(customerOf(changed)).toMatchObject({ first_name: 'Ana Maria', marketing_consent: false, birthday: null, district: null, notes: null });
    expect(customerOf(changed).marketing_opt_out_at).not.toBeNull();

    expect((await call(shop.user, 'DELETE', `/customers/${c.id}`)).statusCode).toBe(204);
    expect((await call(shop.user, 'GET', `/customers/${c.id}`)).statusCode).toBe(404);
  });

  it('is one customer per phone, however it is typed (422 naming who has it)', async () => {
    const shop = await createShop(t.app);
    await call(shop.user, 'POST', '/customers', ana);
    const res = await call(shop.user, 'POST', '/customers', { first_name: 'Outra', whatsapp: '+55 11 98765-4321' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ whatsapp: ['Já existe um cliente com este WhatsApp: Ana Araújo.'] });
    const other = await createShop(t.app);
    expect((await call(other.user, 'POST', '/customers', ana)).statusCode).toBe(201);
  });

  it('answers 422 on bad fields, 401 without a session, 403 without manage_customers, 404 for another business', async () => {
    const shop = await createShop(t.app);
    for (const body of [{}, { ...ana, first_name: '' }, { ...ana, whatsapp: '123' }, { ...ana, whatsapp: '(11) 08765-4321' }, { ...ana, email: 'x' }, { ...ana, birthday: '1990-13-01' }, { ...ana, extra: 1 }, { ...ana, district_id: 2_000_000_000 }]) {
      const res = await call(shop.user, 'POST', '/customers', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
    }
    const en = await createShop(t.app, 'en');
    const missing = await call(en.user, 'POST', '/customers', { whatsapp: '11' });
    expect(missing.json().errors.first_name).toBeDefined();
    expect(missing.json().message).toMatch(/[a-z]/);

    expect((await t.app.inject({ method: 'POST', url: '/api/v1/customers', payload: ana })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/businesses/${shop.business.id}/customers` })).statusCode).toBe(401);
    expect((await call(shop.waiter, 'POST', '/customers', ana)).statusCode).toBe(403);
    expect((await call(shop.waiter, 'GET', `/businesses/${shop.business.id}/customer-segments`)).statusCode).toBe(403);
    const cook = await createUser(t.app);
    await addEmployee(t.app, shop.business, cook, { permissions: ['manage_menu'] });
    expect((await call(cook, 'GET', `/businesses/${shop.business.id}/customers`)).statusCode).toBe(403);

    const other = await createShop(t.app);
    const theirs = customerOf(await call(other.user, 'POST', '/customers', ana));
    expect((await call(shop.user, 'GET', `/customers/${theirs.id}`)).statusCode).toBe(404);
    expect((await call(shop.user, 'PUT', `/customers/${theirs.id}`, ana)).statusCode).toBe(404);
    expect((await call(shop.user, 'DELETE', `/customers/${theirs.id}`)).statusCode).toBe(404);
    expect((await call(shop.user, 'GET', `/businesses/${other.business.id}/customers`)).statusCode).toBe(404);
    expect((await call(shop.user, 'GET', '/customers/99999999999')).statusCode).toBe(422);
  });

  it('never answers 500 to junk bodies', { timeout: JUNK_SWEEP_TIMEOUT }, async () => {
    const shop = await createShop(t.app);
    const c = customerOf(await call(shop.user, 'POST', '/customers', ana));
    const failures = await junkFailures(t.app, [
      { method: 'POST', url: '/customers', body: { ...ana, whatsapp: '(21) 99876-5432' } },
      { method: 'PUT', url: `/customers/${c.id}`, body: ana },
    ], shop.user.headers);
    expect(failures).toEqual([]);
  });
});

describe('customers and orders', () => {
  it("an order with a WhatsApp attaches to that customer, made when new; its figures come from the orders", async () => {
    const shop = await createShop(t.app);
    const product = await insertProduct(t.app, shop.business.id, { amount: 2500 });
    const place = (whatsapp: string, name: string, qty = 1) =>
      calls().place(shop.waiter, { order_type_id: 2, payment_type: 'money', customer_name: name, customer_whatsapp: whatsapp, products: [{ id: product.id, qty }] });
    const first = await place('(11) 91234-5678', 'Bruno Lima');
    expect(first.statusCode).toBe(201);
    const second = await place('+55 11 91234-5678', 'Outro Nome', 2);
    expect(second.statusCode).toBe(201);
    const [bruno] = (await list(shop)).data;
    expect(bruno).toMatchObject({ first_name: 'Bruno', last_name: 'Lima', whatsapp: '+5511912345678', source: 'order', orders_count: 2, total_spent: 7500, average_ticket: 3750 });

    const canceled = await calls().call(shop.user, 'PUT', `/orders/${orderOf(second).id}/cancel`, { reason: 'Cliente desistiu' });
    expect(canceled.statusCode).toBe(200);
    const detail = (await call(shop.user, 'GET', `/customers/${bruno!.id}`)).json().data as CustomerDetail;
    expect(detail).toMatchObject({ orders_count: 1, total_spent: 2500 });
    expect(detail.recent_orders.map((o) => o.status)).toEqual(['canceled', 'noted']);

    // An order with no phone, or the same phone at another business, is nobody's here.
    await calls().place(shop.waiter, { order_type_id: 2, payment_type: 'money', products: [{ id: product.id }] });
    expect((await list(shop)).meta.total).toBe(1);
  });

  it('a batch of orders of one new phone makes one customer', async () => {
    const shop = await createShop(t.app);
    const product = await insertProduct(t.app, shop.business.id, { amount: 1000 });
    const results = await Promise.all(
      Array.from({ length: 8 }, () => calls().place(shop.waiter, { order_type_id: 2, payment_type: 'pix', customer_name: 'Carla', customer_whatsapp: '21 99999-0000', products: [{ id: product.id }] })),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(8).fill(201));
    const { data } = await list(shop);
    expect(data).toHaveLength(1);
    expect(data[0]).toMatchObject({ orders_count: 8, total_spent: 8000 });
  });

  it("deleting a customer keeps their orders, with the orders' own copy of name and phone", async () => {
    const shop = await createShop(t.app);
    const product = await insertProduct(t.app, shop.business.id);
    const order = orderOf(await calls().place(shop.waiter, { order_type_id: 2, payment_type: 'pix', customer_name: 'Davi', customer_whatsapp: '11 97777-1111', products: [{ id: product.id }] }));
    const [davi] = (await list(shop)).data;
    expect((await call(shop.user, 'DELETE', `/customers/${davi!.id}`)).statusCode).toBe(204);
    const kept = orderOf(await calls().get(shop.user, order.id));
    expect(kept).toMatchObject({ id: order.id, customer_name: 'Davi', customer_whatsapp: '11 97777-1111' });
    expect((await list(shop)).meta.total).toBe(0);
  });
});

describe('the customer list', () => {
  it('searches by name without accents, phone digits or e-mail; sorts; filters by consent and segment', async () => {
    const shop = await createShop(t.app);
    const product = await insertProduct(t.app, shop.business.id, { amount: 1000 });
    await call(shop.user, 'POST', '/customers', { first_name: 'José', last_name: 'Araújo', whatsapp: '11 95555-1234', email: 'jose@casa.com', marketing_consent: true });
    await call(shop.user, 'POST', '/customers', { first_name: 'Maria', whatsapp: '11 96666-9876' });
    for (let i = 0; i < 3; i++) {
      await calls().place(shop.waiter, { order_type_id: 2, payment_type: 'pix', customer_name: 'Maria', customer_whatsapp: '11 96666-9876', products: [{ id: product.id, qty: 2 }] });
    }
    const names = async (query: string) => (await list(shop, query)).data.map((c) => c.first_name);
    expect(await names('search=jose%20arau')).toEqual(['José']);
    expect(await names('search=1234')).toEqual(['José']);
    expect(await names('search=casa.com')).toEqual(['José']);
    expect(await names('sort=name')).toEqual(['José', 'Maria']);
    expect(await names('sort=total_spent')).toEqual(['Maria', 'José']);
    expect(await names('marketing_consent=yes')).toEqual(['José']);
    expect(await names('segment=recurring')).toEqual(['Maria']);
    expect(await names('segment=top_spenders')).toEqual(['Maria']);
    expect(await names('segment=new&sort=name')).toEqual(['José', 'Maria']);
    expect(await names('segment=inactive')).toEqual([]);
    const page = await list(shop, 'per_page=1&page=2&sort=name');
    expect(page.data.map((c) => c.first_name)).toEqual(['Maria']);
    expect(page.meta.total).toBe(2);

    const segments = (await call(shop.user, 'GET', `/businesses/${shop.business.id}/customer-segments`)).json().data as CustomerSegmentCount[];
    expect(segments).toEqual([
      { segment: 'new', count: 2, rule: { days: 30 } },
      { segment: 'recurring', count: 1, rule: { min_orders: 2 } },
      { segment: 'inactive', count: 0, rule: { days: 30 } },
      { segment: 'top_spenders', count: 1, rule: { percent: 10 } },
    ]);
    // Maria's orders are 40 days old: she is inactive now.
    await t.app.db.update(orders).set({ createdAt: new Date(Date.now() - 40 * 86_400_000) }).where(eq(orders.businessId, shop.business.id));
    expect(await names('segment=inactive')).toEqual(['Maria']);
    for (const bad of ['sort=price', 'segment=vip', 'per_page=1000', 'page=0', `search=${'x'.repeat(200)}`, 'extra=1']) {
      expect((await call(shop.user, 'GET', `/businesses/${shop.business.id}/customers?${bad}`)).statusCode, bad).toBe(422);
    }
  });

  it('a waiter (use_pdv) may look customers up for the PDV', async () => {
    const shop = await createShop(t.app);
    await call(shop.user, 'POST', '/customers', ana);
    const res = await call(shop.waiter, 'GET', `/businesses/${shop.business.id}/customers?search=98765`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data[0]).toMatchObject({ first_name: 'Ana', address_street: null });
  });
});
