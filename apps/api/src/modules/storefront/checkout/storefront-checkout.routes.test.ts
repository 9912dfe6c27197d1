import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businesses, coupons, customers, loyaltyMovements, loyaltyPrograms, storefrontLoyaltyCodes } from '../../../db/schema/index';
import { startViaCepMock, type ViaCepMock } from '../../../integrations/cep/viacep-mock';
import { apiCaller } from '../../../test/call-api';
import { createTestApp, json, type TestApp } from '../../../test/helper';
import { createShop, insertDistrict, insertProduct, type Shop } from '../../../test/order-fixtures';
import { until } from '../../../test/until';

// The public checkout's extras (issue 33): the quote (the order's totals before sending, the coupon
// previewed), the CEP lookup with the served bairro, and loyalty opened by a one-time WhatsApp code.

describe('v1/storefront checkout extras', () => {
  let t: TestApp;
  let viacep: ViaCepMock;
  let shop: Shop;
  let other: Shop;
  let productId: number;
  let bairro: { id: number };
  const call = apiCaller(() => t.app);
  const from = (ip: string) => (method: 'GET' | 'POST', url: string, payload?: unknown) =>
    t.app.inject({ method, url: `/api/v1${url}`, payload: payload as Record<string, unknown>, remoteAddress: ip, headers: { 'x-requested-with': 'fetch' } });
  const CUSTOMER = '(11) 97777-1234';
  const cart = (extra: Record<string, unknown> = {}) => ({ order_type_id: 2, products: [{ id: productId, qty: 2, items: [] }], ...extra });
  /** The newest code sent to `e164` after `before` messages (the test app's outbox keeps what was sent). */
  const codeSentTo = async (e164: string, before: number) => {
    const message = await until('the code sent', async () => t.sent.slice(before).find((m) => m.channel === 'whatsapp' && m.to === e164), (m) => m !== undefined);
    return /\b(\d{6})\b/.exec(message!.text)![1]!;
  };
  /** Asks a code for the customer and answers it. */
  const askCode = async (ref: string, phone = CUSTOMER, ask = (url: string, body: unknown) => call(null, 'POST', url, body)) => {
    const before = t.sent.length;
    expect((await ask(`/storefront/${ref}/loyalty/code`, { whatsapp: phone })).statusCode).toBe(202);
    return codeSentTo(`+55${phone.replace(/\D/g, '')}`, before);
  };
  beforeAll(async () => {
    viacep = await startViaCepMock();
    t = await createTestApp({ CEP_API_URL: viacep.baseUrl, CEP_TIMEOUT_MS: '2000' });
    shop = await createShop(t.app);
    other = await createShop(t.app);
    await t.app.db.update(businesses).set({ slug: 'bella-extras', isCheckoutEnabled: true, deliversOutside: false }).where(eq(businesses.id, shop.business.id));
    await t.app.db.update(businesses).set({ slug: 'outra-loja', isCheckoutEnabled: true }).where(eq(businesses.id, other.business.id));
    productId = (await insertProduct(t.app, shop.business.id, { name: 'Pizza Calabresa', amount: 4500 })).id;
    bairro = await insertDistrict(t.app, 'Bela Vista', { businessId: shop.business.id, deliveryFee: 700, minimumOrder: 0 });
    await t.app.db.insert(coupons).values({ businessId: shop.business.id, code: 'BEMVINDO', type: 'fixed', amount: 500, orderTypes: ['delivery', 'retirada'] });
    await t.app.db.insert(coupons).values({ businessId: shop.business.id, code: 'VELHO', type: 'fixed', amount: 500, orderTypes: ['delivery', 'retirada'], expiresAt: '2020-01-01' });
    await t.app.db.insert(loyaltyPrograms).values({ businessId: shop.business.id, active: true, pointValue: 1 });
    for (const business of [shop.business.id, other.business.id]) {
      const [customer] = await t.app.db.insert(customers).values({ businessId: business, firstName: 'Carla', whatsapp: '+5511977771234', source: 'back_office' }).returning();
      await t.app.db.insert(loyaltyMovements).values({ businessId: business, customerId: customer!.id, program: 'cashback', type: 'earn', amount: 1200 });
      await t.app.db.insert(loyaltyMovements).values({ businessId: business, customerId: customer!.id, program: 'points', type: 'earn', amount: 300 });
    }
  });
  afterAll(async () => {
    await t.close();
    await viacep.close();
  });

  it('quotes a cart with the coupon previewed, and the order placed as quoted has the same totals', async () => {
    const quote = await call(null, 'POST', '/storefront/bella-extras/quote', cart({ order_type_id: 1, district_id: bairro.id, coupon_code: 'bemvindo' }));
    expect(quote.statusCode).toBe(200);
    const totals = json<{ data: Record<string, number | string> }>(quote).data;
    expect(totals).toEqual({ subtotal: 9000, delivery_fee: 700, coupon_code: 'BEMVINDO', coupon_discount: 500, points_redeemed: 0, loyalty_discount: 0, cashback_discount: 0, discount: 500, total: 9200 });
    const placed = await call(null, 'POST', '/storefront/bella-extras/orders', {
      ...cart({ order_type_id: 1, district_id: bairro.id, coupon_code: 'BEMVINDO' }),
      customer_name: 'Bia',
      customer_whatsapp: '11988880000',
      address_street: 'Av. Paulista',
      address_number: '1000',
      payment_type: 'money',
    });
    expect(placed.statusCode).toBe(201);
    const order = json<{ data: Record<string, unknown> }>(placed).data;
    for (const key of Object.keys(totals)) expect(order[key]).toEqual(totals[key]);
    // A plain delivery (no coupon, no loyalty) is written by the group commit: the same totals again.
    const plain = cart({ order_type_id: 1, district_id: bairro.id });
    const plainQuote = json<{ data: Record<string, number | string> }>(await call(null, 'POST', '/storefront/bella-extras/quote', plain)).data;
    const plainOrder = await call(null, 'POST', '/storefront/bella-extras/orders', { ...plain, customer_name: 'Bia', customer_whatsapp: '11988880000', address_street: 'Av. Paulista', address_number: '1000', payment_type: 'money' });
    expect(plainOrder.statusCode).toBe(201);
    const plainPlaced = json<{ data: Record<string, unknown> }>(plainOrder).data;
    expect(plainQuote.total).toBe(9700);
    for (const key of Object.keys(plainQuote)) expect(plainPlaced[key]).toEqual(plainQuote[key]);
    // The quote wrote nothing: the coupon was used once, by the order.
    const [coupon] = await t.app.db.select().from(coupons).where(and(eq(coupons.businessId, shop.business.id), eq(coupons.code, 'BEMVINDO')));
    expect(coupon!.usesCount).toBe(1);
  });

  it('quotes and orders of one coupon at the same moment: every quote answers, every order is made, their numbers consecutive, the coupon counted once per order', async () => {
    const [before] = await t.app.db.select().from(coupons).where(and(eq(coupons.businessId, shop.business.id), eq(coupons.code, 'BEMVINDO')));
    const quotes = Array.from({ length: 10 }, (_, i) => from(`10.3.0.${i}`)('POST', '/storefront/bella-extras/quote', cart({ coupon_code: 'BEMVINDO' })));
    const placed = Array.from({ length: 10 }, (_, i) =>
      call(null, 'POST', '/storefront/bella-extras/orders', { ...cart({ coupon_code: 'BEMVINDO' }), customer_name: 'Gil', customer_whatsapp: `1196000${1000 + i}`, payment_type: 'money' }),
    );
    const [quoted, made] = await Promise.all([Promise.all(quotes), Promise.all(placed)]);
    expect(quoted.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    expect(quoted.every((r) => json<{ data: { total: number } }>(r).data.total === 8500)).toBe(true);
    expect(made.map((r) => r.statusCode)).toEqual(Array(10).fill(201));
    const numbers = made.map((r) => json<{ data: { number: number } }>(r).data.number).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 10 }, (_, i) => numbers[0]! + i));
    const [after] = await t.app.db.select().from(coupons).where(eq(coupons.id, before!.id));
    expect(after!.usesCount - before!.usesCount).toBe(10);
  });

  it('refuses with 422 naming the problem: an unknown or expired coupon, a bairro not served, its minimum order, a missing bairro', async () => {
    const unknown = await call(null, 'POST', '/storefront/bella-extras/quote', cart({ coupon_code: 'NADA' }));
    expect(unknown.statusCode).toBe(422);
    expect(json<{ errors: Record<string, string[]> }>(unknown).errors['coupon_code']).toEqual(['Cupom não encontrado. Confira o código.']);
    const expired = await call(null, 'POST', '/storefront/bella-extras/quote', cart({ coupon_code: 'VELHO' }));
    expect(expired.statusCode).toBe(422);
    expect(json<{ errors: Record<string, string[]> }>(expired).errors['coupon_code']).toEqual(['O cupom VELHO expirou.']);
    const elsewhere = await insertDistrict(t.app, 'Bairro Longe');
    const notServed = await call(null, 'POST', '/storefront/bella-extras/quote', cart({ order_type_id: 1, district_id: elsewhere.id }));
    expect(notServed.statusCode).toBe(422);
    expect(JSON.stringify(json(notServed))).toContain('Não entregamos neste bairro.');
    const dear = await insertDistrict(t.app, 'Bairro Caro', { businessId: shop.business.id, deliveryFee: 900, minimumOrder: 20000 });
    const minimum = await call(null, 'POST', '/storefront/bella-extras/quote', cart({ order_type_id: 1, district_id: dear.id }));
    expect(minimum.statusCode).toBe(422);
    expect(JSON.stringify(json(minimum))).toContain('O pedido mínimo para entrega em Bairro Caro é R$');
    const noBairro = await call(null, 'POST', '/storefront/bella-extras/quote', cart({ order_type_id: 1 }));
    expect(noBairro.statusCode).toBe(422);
    expect(Object.keys(json<{ errors: object }>(noBairro).errors)).toEqual(['district_id']);
    expect((await call(null, 'POST', '/storefront/nao-existe/quote', cart())).statusCode).toBe(404);
  });

  it('looks a CEP up with the served bairro it is in; an unknown CEP is a 404 that lets the person type', async () => {
    const served = await call(null, 'GET', '/storefront/bella-extras/cep/01310-100');
    expect(served.statusCode).toBe(200);
    expect(json<{ data: unknown }>(served).data).toEqual({ zipcode: '01310-100', street: 'Avenida Paulista', district: 'Bela Vista', city: 'São Paulo', state: 'SP', district_id: bairro.id });
    const notServed = await call(null, 'GET', '/storefront/bella-extras/cep/01001-000');
    expect(json<{ data: { district_id: number | null } }>(notServed).data.district_id).toBeNull();
    expect((await call(null, 'GET', '/storefront/bella-extras/cep/99999-999')).statusCode).toBe(404);
    expect((await call(null, 'GET', '/storefront/bella-extras/cep/123')).statusCode).toBe(422);
  });

  it('a code request answers the same 202 for a customer with a balance and for a stranger; only the customer gets a code', async () => {
    const before = t.sent.length;
    const known = await call(null, 'POST', '/storefront/bella-extras/loyalty/code', { whatsapp: CUSTOMER });
    const stranger = await call(null, 'POST', '/storefront/bella-extras/loyalty/code', { whatsapp: '(11) 96666-0000' });
    expect(known.statusCode).toBe(202);
    expect(stranger.statusCode).toBe(202);
    expect(stranger.body).toBe(known.body);
    await codeSentTo('+5511977771234', before);
    expect(t.sent.slice(before).map((m) => m.to)).toEqual(['+5511977771234']);
    const rows = await t.app.db.select().from(storefrontLoyaltyCodes);
    expect(rows.map((r) => r.whatsapp)).toEqual(['+5511977771234']);
    // Stored hashed: the code itself is nowhere in the table.
    expect(rows[0]!.codeHash).not.toMatch(/^\d{6}$/);
    const noCode = await call(null, 'POST', '/storefront/bella-extras/loyalty/verify', { whatsapp: '(11) 96666-0000', code: '123456' });
    expect(noCode.statusCode).toBe(422);
  });

  it('the right code answers the balance and a token; the order spends the cashback with it, and the quote said the same total', async () => {
    const code = await askCode('bella-extras');
    const verified = await call(null, 'POST', '/storefront/bella-extras/loyalty/verify', { whatsapp: '+55 11 97777-1234', code });
    expect(verified.statusCode).toBe(200);
    const grant = json<{ data: { token: string; cashback: { balance: number }; points: { balance: number } } }>(verified).data;
    expect(grant).toMatchObject({ cashback: { balance: 1200 }, points: { balance: 300, point_value: 1 } });
    // Single use: the same code again is refused.
    expect((await call(null, 'POST', '/storefront/bella-extras/loyalty/verify', { whatsapp: CUSTOMER, code })).statusCode).toBe(422);

    const spend = { customer_whatsapp: CUSTOMER, cashback: 1200, loyalty_token: grant.token };
    const quote = await call(null, 'POST', '/storefront/bella-extras/quote', cart(spend));
    expect(quote.statusCode).toBe(200);
    expect(json<{ data: unknown }>(quote).data).toMatchObject({ subtotal: 9000, cashback_discount: 1200, total: 7800 });
    const order = await call(null, 'POST', '/storefront/bella-extras/orders', { ...cart(spend), customer_name: 'Carla', payment_type: 'money' });
    expect(order.statusCode).toBe(201);
    expect(json<{ data: unknown }>(order).data).toMatchObject({ cashback_discount: 1200, total: 7800 });
  });

  it('no token, a token of another phone or of another business: the balance is not spent', async () => {
    const code = await askCode('outra-loja');
    const otherGrant = json<{ data: { token: string } }>(await call(null, 'POST', '/storefront/outra-loja/loyalty/verify', { whatsapp: CUSTOMER, code })).data.token;
    const order = (extra: Record<string, unknown>) =>
      call(null, 'POST', '/storefront/bella-extras/orders', { ...cart({ points: 100 }), customer_name: 'Carla', customer_whatsapp: CUSTOMER, payment_type: 'money', ...extra });
    for (const refused of [await order({}), await order({ loyalty_token: otherGrant }), await order({ loyalty_token: otherGrant, customer_whatsapp: '11955554444' })]) {
      expect(refused.statusCode).toBe(422);
      expect(Object.keys(json<{ errors: object }>(refused).errors)).toEqual(['loyalty_token']);
    }
    // The other business's token works there, for that phone only.
    const there = await call(null, 'POST', '/storefront/outra-loja/quote', { order_type_id: 2, products: [{ id: (await insertProduct(t.app, other.business.id, { name: 'X', amount: 3000 })).id, qty: 1, items: [] }], customer_whatsapp: CUSTOMER, cashback: 1000, loyalty_token: otherGrant });
    expect(json<{ data: unknown }>(there).data).toMatchObject({ cashback_discount: 1000, total: 2000 });
  });

  it('a code tried wrong 5 times is dead, even for the right code after', async () => {
    const ask = from('10.0.0.5');
    // Another customer: the per-phone limit (3 codes a minute) is Carla's by now.
    const phone = '(11) 97777-9999';
    const [customer] = await t.app.db.insert(customers).values({ businessId: shop.business.id, firstName: 'Davi', whatsapp: '+5511977779999', source: 'back_office' }).returning();
    await t.app.db.insert(loyaltyMovements).values({ businessId: shop.business.id, customerId: customer!.id, program: 'cashback', type: 'earn', amount: 100 });
    const code = await askCode('bella-extras', phone, (url, body) => ask('POST', url, body));
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) expect((await ask('POST', '/storefront/bella-extras/loyalty/verify', { whatsapp: phone, code: wrong })).statusCode).toBe(422);
    const late = await ask('POST', '/storefront/bella-extras/loyalty/verify', { whatsapp: phone, code });
    expect(late.statusCode).toBe(422);
    expect(json(late)).toEqual({ message: 'Código inválido ou expirado.', errors: { code: ['Código inválido ou expirado.'] } });
  });

  it('a code expires after 10 minutes, and its grant after 30', async () => {
    const phone = '(11) 97777-8888';
    const [customer] = await t.app.db.insert(customers).values({ businessId: shop.business.id, firstName: 'Eva', whatsapp: '+5511977778888', source: 'back_office' }).returning();
    await t.app.db.insert(loyaltyMovements).values({ businessId: shop.business.id, customerId: customer!.id, program: 'cashback', type: 'earn', amount: 100 });
    const later = (minutes: number) => ({ 'x-test-now': new Date(Date.now() + minutes * 60_000).toISOString() });
    const stale = await askCode('bella-extras', phone);
    expect((await call(null, 'POST', '/storefront/bella-extras/loyalty/verify', { whatsapp: phone, code: stale }, later(11))).statusCode).toBe(422);
    const code = await askCode('bella-extras', phone);
    const grant = json<{ data: { token: string } }>(await call(null, 'POST', '/storefront/bella-extras/loyalty/verify', { whatsapp: phone, code })).data.token;
    const spend = cart({ customer_whatsapp: phone, cashback: 100, loyalty_token: grant });
    expect((await call(null, 'POST', '/storefront/bella-extras/quote', spend, later(29))).statusCode).toBe(200);
    expect((await call(null, 'POST', '/storefront/bella-extras/quote', spend, later(31))).statusCode).toBe(422);
  });

  it('rate limits: 3 codes a minute per phone (from any address), then 429; 10 per address', async () => {
    const phone = '(11) 95555-1111';
    const answers = [];
    for (const ip of ['10.1.0.1', '10.1.0.2', '10.1.0.3', '10.1.0.4']) answers.push((await from(ip)('POST', '/storefront/bella-extras/loyalty/code', { whatsapp: phone })).statusCode);
    expect(answers).toEqual([202, 202, 202, 429]);
    const one = from('10.2.0.1');
    const perIp = [];
    for (let i = 0; i < 11; i++) perIp.push((await one('POST', '/storefront/bella-extras/loyalty/code', { whatsapp: `1195555${String(2000 + i)}` })).statusCode);
    expect(perIp.slice(0, 10)).toEqual(Array(10).fill(202));
    expect(perIp[10]).toBe(429);
  });
});
