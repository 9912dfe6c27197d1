import net from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PAYMENT_METHODS } from '@comanda/domain/business/payment-settings';
import { orderCheckouts, orders, webhookEvents } from '../../../db/schema/index';
import { startMercadoPagoStandIn, type MercadoPagoStandIn } from '../../../integrations/mercado-pago/stand-in';
import { apiCaller } from '../../../test/call-api';
import { createTestApp, json, type TestApp } from '../../../test/helper';
import { changeBusiness } from '../../../test/menu-change';
import { createShop, insertProduct, type Shop } from '../../../test/order-fixtures';
import { until } from '../../../test/until';

// Issue 34: a storefront order paid online through the restaurant's own Mercado Pago account. The
// stand-in plays Mercado Pago: the preference, its hosted checkout page, the payment, the signed
// notification to the restaurant's notification_url; only that notification marks the order paid.

// The restaurant's own webhook secret; the platform's account has another one (and no token here).
const SECRET = 'webhook-secret-of-the-restaurant';
const PLATFORM_SECRET = 'webhook-secret-of-the-platform';
const TOKEN = 'TEST-1234567890123456-112826-0123456789abcdef0123456789abcdef-987654321';
let t: TestApp;
let mp: MercadoPagoStandIn;
let shop: Shop;
let productId: number;
let appUrl: string;
const call = apiCaller(() => t.app);

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

const order = (payment: string, phone = '11988887777') => ({
  order_type_id: 2,
  customer_name: 'Bia Souza',
  customer_whatsapp: phone,
  payment_type: payment,
  products: [{ id: productId, qty: 1, items: [] }],
});

beforeAll(async () => {
  mp = await startMercadoPagoStandIn({ secret: SECRET, retryDelaysMs: [50, 100] });
  const port = await freePort();
  appUrl = `http://127.0.0.1:${port}`;
  t = await createTestApp({
    APP_URL: appUrl,
    MERCADO_PAGO_API_URL: mp.baseUrl,
    MERCADO_PAGO_WEBHOOK_SECRET: PLATFORM_SECRET,
    JOBS_WORKER: 'true',
    JOBS_POLL_INTERVAL_MS: '20',
    RATE_LIMIT_MAX_PER_MINUTE: '100000',
  });
  await t.app.listen({ port, host: '127.0.0.1' });
  shop = await createShop(t.app);
  productId = (await insertProduct(t.app, shop.business.id, { name: 'Pizza Calabresa', amount: 4590 })).id;
  await changeBusiness(t.app, shop.business.id, { slug: 'pizzaria-online', isCheckoutEnabled: true, paymentMethods: { ...DEFAULT_PAYMENT_METHODS, retirada: ['money', 'mercado_pago'] } });
});
afterAll(async () => {
  await mp.close();
  await t.close();
});

const pickupMethods = async () => json<{ data: { business: { pickup: { payment_methods: string[] } } } }>(await call(null, 'GET', '/storefront/pizzaria-online')).data.business.pickup.payment_methods;

describe('online payment of a storefront order (Mercado Pago Checkout Pro)', () => {
  it('is offered only while the account is connected; paid by the provider’s confirmed payment, once, never by the return page', async () => {
    expect(await pickupMethods()).toEqual(['money']);
    expect((await call(null, 'POST', '/storefront/pizzaria-online/orders', order('mercado_pago'))).statusCode).toBe(422);

    expect((await call(shop.user, 'POST', `/businesses/${shop.business.id}/mp`, { access_token: TOKEN, public_key: 'TEST-5a1b2c3d-aaaa', webhook_secret: SECRET })).statusCode).toBe(200);
    await until('the menu offering online payment', pickupMethods, (methods) => methods.includes('mercado_pago'));

    const placed = json<{ data: { uuid: string; id: number; payment_status: string } }>(await call(null, 'POST', '/storefront/pizzaria-online/orders', order('mercado_pago'))).data;
    expect(placed.payment_status).toBe('unpaid');

    // A double tap asks twice at once: one preference, the same address to both.
    const asks = await Promise.all(Array.from({ length: 5 }, () => call(null, 'POST', `/storefront/orders/${placed.uuid}/checkout`)));
    expect(asks.map((r) => r.statusCode)).toEqual(Array(5).fill(200));
    const urls = new Set(asks.map((r) => json<{ data: { redirect_url: string } }>(r).data.redirect_url));
    expect(urls.size).toBe(1);
    const [redirect] = [...urls];
    expect(redirect).toMatch(new RegExp(`^${mp.baseUrl}/checkout/v1/redirect\\?pref_id=`));
    expect(await t.app.db.select().from(orderCheckouts).where(eq(orderCheckouts.orderId, placed.id))).toHaveLength(1);

    const page = await fetch(redirect!);
    expect(await page.text()).toContain('R$ 45,90');

    // Someone types the return address: nothing is paid.
    const typed = await fetch(`${appUrl}/mercadopago/success?external_reference=${placed.uuid}&status=approved`, { redirect: 'manual' });
    expect(typed.status).toBe(303);
    expect(typed.headers.get('location')).toBe(`/p/${placed.uuid}?pagamento=success`);
    expect((await t.app.db.select().from(orders).where(eq(orders.id, placed.id)))[0]!.paymentStatus).toBe('unpaid');

    // The customer pays on the hosted page: Mercado Pago notifies, and sends the browser back.
    const prefId = new URL(redirect!).searchParams.get('pref_id')!;
    const paid = await fetch(`${mp.baseUrl}/__stand-in/checkout/pay`, { method: 'POST', body: new URLSearchParams({ pref_id: prefId, status: 'approved' }), redirect: 'manual' });
    expect(paid.status).toBe(303);
    const back = new URL(paid.headers.get('location')!);
    expect(back.origin + back.pathname).toBe(`${appUrl}/mercadopago/success`);
    expect(back.searchParams.get('external_reference')).toBe(placed.uuid);
    await until('the order paid by the notification', async () => (await t.app.db.select().from(orders).where(eq(orders.id, placed.id)))[0]!.paymentStatus, (status) => status === 'paid');
    const tracked = json<{ data: { payment_status: string } }>(await call(null, 'GET', `/storefront/orders/${placed.uuid}`)).data;
    expect(tracked.payment_status).toBe('paid');

    // The notification came to the restaurant's address and was checked with its secret.
    const [event] = await t.app.db.select().from(webhookEvents).where(eq(webhookEvents.status, 'processed'));
    expect(event!.businessId).toBe(shop.business.id);
    // Signed with another secret (the platform's), or naming a restaurant with no account: refused, stored for audit only.
    const notice = mp.notice('123');
    expect(await mp.deliver(notice, { url: `${appUrl}/api/v1/webhooks/mercado-pago?business=${shop.business.token}`, secret: PLATFORM_SECRET })).toBe(401);
    expect(await mp.deliver(mp.notice('124'), { url: `${appUrl}/api/v1/webhooks/mercado-pago?business=nao-existe`, secret: SECRET })).toBe(401);

    // Paid: no second checkout.
    expect((await call(null, 'POST', `/storefront/orders/${placed.uuid}/checkout`)).statusCode).toBe(409);
  });

  it('refuses a checkout for an order not paid online, an unknown or malformed uuid; the return page without an order is a 404 page', async () => {
    const cash = json<{ data: { uuid: string } }>(await call(null, 'POST', '/storefront/pizzaria-online/orders', order('money', '11988886666'))).data;
    const refused = await call(null, 'POST', `/storefront/orders/${cash.uuid}/checkout`);
    expect(refused.statusCode).toBe(409);
    expect(json(refused)).toEqual({ message: 'Este pedido não está aguardando pagamento online.' });
    expect((await call(null, 'POST', '/storefront/orders/00000000-0000-4000-8000-000000000000/checkout')).statusCode).toBe(404);
    expect((await call(null, 'POST', '/storefront/orders/nada/checkout')).statusCode).toBe(404);
    expect((await fetch(`${appUrl}/mercadopago/failure?external_reference=nada`, { redirect: 'manual' })).status).toBe(404);
  });

  it('once disconnected, the menu stops offering it', async () => {
    expect((await call(shop.user, 'DELETE', `/businesses/${shop.business.id}/mp`)).statusCode).toBe(200);
    await until('the menu without online payment', pickupMethods, (methods) => !methods.includes('mercado_pago'));
    expect((await call(null, 'POST', '/storefront/pizzaria-online/orders', order('mercado_pago', '11988885555'))).statusCode).toBe(422);
  });

  it("another restaurant's account paying this restaurant's order (its uuid as reference) pays nothing here", async () => {
    expect((await call(shop.user, 'POST', `/businesses/${shop.business.id}/mp`, { access_token: TOKEN, public_key: 'TEST-5a1b2c3d-aaaa', webhook_secret: SECRET })).statusCode).toBe(200);
    await until('the menu offering online payment', pickupMethods, (methods) => methods.includes('mercado_pago'));
    const other = await createShop(t.app);
    const otherToken = TOKEN.replace(/-\d+$/, '-111000111');
    expect((await call(other.user, 'POST', `/businesses/${other.business.id}/mp`, { access_token: otherToken, public_key: 'TEST-5a1b2c3d-bbbb', webhook_secret: 'the-other-restaurant-secret' })).statusCode).toBe(200);
    const placed = json<{ data: { uuid: string; id: number } }>(await call(null, 'POST', '/storefront/pizzaria-online/orders', order('mercado_pago', '11988884444'))).data;
    mp.setPayment({ id: '900000001', status: 'approved', external_reference: placed.uuid, transaction_amount: 45.9 });
    expect(await mp.deliver(mp.notice('900000001'), { url: `${appUrl}/api/v1/webhooks/mercado-pago?business=${other.business.token}`, secret: 'the-other-restaurant-secret' })).toBe(200);
    const events = await until('the event processed', () => t.app.db.select().from(webhookEvents).where(eq(webhookEvents.businessId, other.business.id)), (rows) => rows.some((e) => e.status === 'processed'));
    expect(events[0]!.result).toMatchObject({ outcome: 'other_business' });
    expect((await t.app.db.select().from(orders).where(eq(orders.id, placed.id)))[0]!.paymentStatus).toBe('unpaid');
  });
});
