import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { decodePixBrCode } from '@comanda/domain/payments/pix-br-code';
import { staticPixTxid } from '@comanda/domain/payments/pix-txid';
import { businesses } from '../../../db/schema/index';
import { addEmployee, blockBusiness, createBusinessFor, createUser } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/helper';
import { storeOrder, type StoredOrderOverrides } from '../../../test/stored-orders';
import { changeBusiness } from '../../../test/menu-change';
import { createShop, insertProduct } from '../../../test/order-fixtures';
import type { BusinessRow } from '../../../plugins/tenancy';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_MAX_PER_MINUTE: '100000' });
});
afterAll(async () => t.close());

type Headers = Record<string, string>;
const get = (url: string, headers: Headers = {}) => t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers });
const en = { 'accept-language': 'en' };
/** A stored order's total: two lines of 12,50 and one of 8,00 (test/stored-orders.ts). */
const TOTAL = 3300;

async function setPixKey(business: BusinessRow, key: string | null = '12345678909') {
  await t.app.db.update(businesses).set({ pixKey: key, pixKeyType: key === null ? null : 'cpf' }).where(eq(businesses.id, business.id));
}

async function owned(overrides: StoredOrderOverrides = {}, { key = '12345678909' as string | null } = {}) {
  const owner = await createUser(t.app);
  const business = await createBusinessFor(t.app, owner);
  await setPixKey(business, key);
  const order = await storeOrder(t.app, business, overrides);
  return { owner, business, order };
}

/** The code answered, read back as the payer's bank would read it. */
function decoded(body: { data: { br_code: string } }) {
  const result = decodePixBrCode(body.data.br_code);
  if (!result.ok) throw new Error(`the answered code does not decode: ${result.reason}`);
  return result.fields;
}

describe('GET v1/orders/{id}/pix', () => {
  it("answers the order's code: the business's key, the order's total and txid, and its QR as SVG", async () => {
    const { owner, order } = await owned();
    const res = await get(`/orders/${order.id}/pix`, owner.headers);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.data).toMatchObject({ txid: staticPixTxid(order.uuid), amount: TOTAL });
    expect(decoded(body)).toEqual({ key: '12345678909', name: 'Cantina da Nonna', city: 'Sao Paulo', amountCents: TOTAL, txid: staticPixTxid(order.uuid), description: `Pedido ${order.number}` });
    expect(body.data.qr_svg).toMatch(/^<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"[\s\S]*<\/svg>\s*$/);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('is for whoever reads the order: a waiter with the PDV gets it, a member without the permission gets 403, no session 401', async () => {
    const { business, order } = await owned();
    const waiter = await createUser(t.app);
    await addEmployee(t.app, business, waiter, { permissions: ['use_pdv'] });
    expect((await get(`/orders/${order.id}/pix`, waiter.headers)).statusCode).toBe(200);
    const clerk = await createUser(t.app);
    await addEmployee(t.app, business, clerk, { permissions: ['manage_menu'] });
    expect((await get(`/orders/${order.id}/pix`, clerk.headers)).statusCode).toBe(403);
    expect((await get(`/orders/${order.id}/pix`)).statusCode).toBe(401);
  });

  it("answers 404 for another business's order and 422 for an id that is not one", async () => {
    const { order } = await owned();
    const other = await owned();
    const res = await get(`/orders/${order.id}/pix`, other.owner.headers);
    expect(res.statusCode).toBe(404);
    expect(JSON.stringify(res.json())).not.toContain(order.uuid);
    expect((await get('/orders/abc/pix', other.owner.headers)).statusCode).toBe(422);
    expect((await get('/orders/0/pix', other.owner.headers)).statusCode).toBe(422);
    expect((await get('/orders/99999999999/pix', other.owner.headers)).statusCode).toBe(422);
  });

  it('answers 409 with a message saying what to do when the business has no Pix key', async () => {
    const { owner, order } = await owned({}, { key: null });
    const res = await get(`/orders/${order.id}/pix`, owner.headers);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Cadastre a chave Pix do estabelecimento em Configurações › Formas de pagamento para cobrar com Pix.');
    expect((await get(`/orders/${order.id}/pix`, { ...owner.headers, ...en })).json().message).toBe("Add the business's Pix key in Settings › Payment methods to charge with Pix.");
  });

  it('answers 409 for a paid order and a canceled one, and once marked paid by hand (PUT …/paid)', async () => {
    const paid = await owned({ paymentStatus: 'paid' });
    const res = await get(`/orders/${paid.order.id}/pix`, paid.owner.headers);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Este pedido já está pago: não há o que cobrar com Pix.');
    const canceled = await owned({ status: 'canceled' });
    const refused = await get(`/orders/${canceled.order.id}/pix`, { ...canceled.owner.headers, ...en });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('This order was canceled: there is nothing to charge with Pix.');

    const { owner, order } = await owned();
    expect((await get(`/orders/${order.id}/pix`, owner.headers)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'PUT', url: `/api/v1/orders/${order.id}/paid`, headers: owner.headers })).statusCode).toBe(200);
    expect((await get(`/orders/${order.id}/pix`, owner.headers)).statusCode).toBe(409);
  });

  it('folds an accented business name and city to ASCII in the code', async () => {
    const owner = await createUser(t.app);
    const business = await createBusinessFor(t.app, owner, { name: 'Açaí da Conceição & Filhos Ltda', city: 'Jequitinhonha' });
    await setPixKey(business, 'caixa@acai.com.br');
    const order = await storeOrder(t.app, business);
    const fields = decoded((await get(`/orders/${order.id}/pix`, owner.headers)).json());
    expect(fields).toMatchObject({ key: 'caixa@acai.com.br', name: 'Acai da Conceicao & Filho', city: 'Jequitinhonha', amountCents: TOTAL });
  });
});

describe('GET v1/storefront/orders/{uuid}/pix', () => {
  it('answers the customer the same code while the Pix order is unpaid, with no session', async () => {
    const { owner, order } = await owned();
    const res = await get(`/storefront/orders/${order.uuid}/pix`);
    expect(res.statusCode).toBe(200);
    expect(decoded(res.json())).toMatchObject({ key: '12345678909', amountCents: TOTAL, txid: staticPixTxid(order.uuid) });
    expect(res.json().data.br_code).toBe((await get(`/orders/${order.id}/pix`, owner.headers)).json().data.br_code);
    // The tracking page learns the payment status from the order it already reads.
    expect((await get(`/storefront/orders/${order.uuid}`)).json().data).toMatchObject({ payment_type: 'pix', payment_status: 'unpaid' });
  });

  it('answers 409 when the order is paid, canceled, to be paid otherwise, or its business has no key', async () => {
    const cases: [StoredOrderOverrides, string | null, string][] = [
      [{ paymentStatus: 'paid' }, '12345678909', 'Este pedido já está pago: não há o que cobrar com Pix.'],
      [{ status: 'canceled' }, '12345678909', 'Este pedido foi cancelado: não há o que cobrar com Pix.'],
      [{ paymentType: 'money' }, '12345678909', 'A forma de pagamento deste pedido não é Pix.'],
      [{}, null, 'Cadastre a chave Pix do estabelecimento em Configurações › Formas de pagamento para cobrar com Pix.'],
    ];
    for (const [overrides, key, message] of cases) {
      const { order } = await owned(overrides, { key });
      const res = await get(`/storefront/orders/${order.uuid}/pix`);
      expect(res.statusCode, message).toBe(409);
      expect(res.json().message).toBe(message);
    }
  });

  it("answers 404 for an order no one has or a blocked business's, and 422 for what is not a uuid", async () => {
    expect((await get('/storefront/orders/00000000-0000-4000-8000-000000000000/pix')).statusCode).toBe(404);
    const { business, order } = await owned();
    await blockBusiness(t.app, business);
    expect((await get(`/storefront/orders/${order.uuid}/pix`)).statusCode).toBe(404);
    const bad = await get('/storefront/orders/nope/pix');
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(['uuid']);
  });

  it('is written into the tracking page (/p/{uuid}) while unpaid, and gone from it once paid', async () => {
    const { owner, order } = await owned();
    const page = await t.app.inject({ method: 'GET', url: `/p/${order.uuid}` });
    const code = (await get(`/storefront/orders/${order.uuid}/pix`)).json().data.br_code as string;
    expect(page.body).toContain('data-testid="pix"');
    expect(page.body).toContain(code);
    expect(page.body).toContain('src="data:image/svg+xml;charset=utf-8,%3Csvg');
    await t.app.inject({ method: 'PUT', url: `/api/v1/orders/${order.id}/paid`, headers: owner.headers });
    const after = await t.app.inject({ method: 'GET', url: `/p/${order.uuid}` });
    expect(after.statusCode).toBe(200);
    expect(after.body).not.toContain('data-testid="pix"');
  });

  it('the public menu offers Pix only to a business with a key, and an order placed with it gets its code', async () => {
    const shop = await createShop(t.app);
    const slug = `pix-${shop.business.id}`;
    await changeBusiness(t.app, shop.business.id, { slug, isCheckoutEnabled: true });
    const product = await insertProduct(t.app, shop.business.id, { name: 'Açaí 500 ml', amount: 2390 });
    const place = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/storefront/${slug}/orders`,
        payload: { order_type_id: 2, customer_name: 'Bia Souza', customer_whatsapp: '11987651234', payment_type: 'pix', products: [{ id: product.id, qty: 1, items: [] }] },
      });
    const pickupMethods = async () => (await get(`/storefront/${slug}`)).json().data.business.pickup.payment_methods as string[];
    expect(await pickupMethods()).not.toContain('pix');
    expect((await place()).statusCode).toBe(422);

    await changeBusiness(t.app, shop.business.id, { pixKey: '12345678909', pixKeyType: 'cpf' });
    expect(await pickupMethods()).toContain('pix');
    const placed = await place();
    expect(placed.statusCode, placed.body).toBe(201);
    const pix = await get(`/storefront/orders/${placed.json().data.uuid}/pix`);
    expect(pix.statusCode).toBe(200);
    expect(decoded(pix.json())).toMatchObject({ key: '12345678909', amountCents: 2390 });
  });
});
