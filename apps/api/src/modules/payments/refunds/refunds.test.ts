import net from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PAYMENT_METHODS } from '@comanda/domain/business/payment-settings';
import { orderPayments, orders, paymentRefunds } from '../../../db/schema/index';
import { startMercadoPagoStandIn, type MercadoPagoStandIn } from '../../../integrations/mercado-pago/stand-in';
import { apiCaller } from '../../../test/call-api';
import { createTestApp, json, type TestApp } from '../../../test/helper';
import { changeBusiness } from '../../../test/menu-change';
import { createShop, insertProduct, type Shop } from '../../../test/order-fixtures';
import { until } from '../../../test/until';

// Issue 34, "Must show" 4: a paid online order canceled is refunded once at the provider, even when
// the cancel is sent ten times at the same moment; the payment is in the order's ledger once.

const SECRET = 'webhook-secret-of-the-restaurant';
const TOKEN = 'TEST-1234567890123456-112826-0123456789abcdef0123456789abcdef-987654321';
let t: TestApp;
let mp: MercadoPagoStandIn;
let shop: Shop;
let productId: number;
const call = apiCaller(() => t.app);

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

beforeAll(async () => {
  mp = await startMercadoPagoStandIn({ secret: SECRET, retryDelaysMs: [50, 100] });
  const port = await freePort();
  t = await createTestApp({ APP_URL: `http://127.0.0.1:${port}`, MERCADO_PAGO_API_URL: mp.baseUrl, JOBS_WORKER: 'true', JOBS_POLL_INTERVAL_MS: '20', RATE_LIMIT_MAX_PER_MINUTE: '100000' });
  await t.app.listen({ port, host: '127.0.0.1' });
  shop = await createShop(t.app);
  productId = (await insertProduct(t.app, shop.business.id, { name: 'Pizza Calabresa', amount: 4590 })).id;
  await changeBusiness(t.app, shop.business.id, { slug: 'pizzaria-estorno', isCheckoutEnabled: true, paymentMethods: { ...DEFAULT_PAYMENT_METHODS, retirada: ['money', 'mercado_pago'] } });
  expect((await call(shop.user, 'POST', `/businesses/${shop.business.id}/mp`, { access_token: TOKEN, public_key: 'TEST-5a1b2c3d-aaaa', webhook_secret: SECRET })).statusCode).toBe(200);
});
afterAll(async () => {
  await mp.close();
  await t.close();
});

async function paidOnline(phone: string) {
  await until('the menu offering online payment', async () => json<{ data: { business: { pickup: { payment_methods: string[] } } } }>(await call(null, 'GET', '/storefront/pizzaria-estorno')).data.business.pickup.payment_methods, (m) => m.includes('mercado_pago'));
  const placed = json<{ data: { uuid: string; id: number } }>(
    await call(null, 'POST', '/storefront/pizzaria-estorno/orders', { order_type_id: 2, customer_name: 'Bia Souza', customer_whatsapp: phone, payment_type: 'mercado_pago', products: [{ id: productId, qty: 1, items: [] }] }),
  ).data;
  const redirect = json<{ data: { redirect_url: string } }>(await call(null, 'POST', `/storefront/orders/${placed.uuid}/checkout`)).data.redirect_url;
  const prefId = new URL(redirect).searchParams.get('pref_id')!;
  await fetch(`${mp.baseUrl}/__stand-in/checkout/pay`, { method: 'POST', body: new URLSearchParams({ pref_id: prefId, status: 'approved' }), redirect: 'manual' });
  await until('the order paid', async () => (await t.app.db.select().from(orders).where(eq(orders.id, placed.id)))[0]!.paymentStatus, (s) => s === 'paid');
  return placed;
}

describe('refunds of paid online orders', () => {
  it('ten cancels at once: one cancel, one refund request, one refund at Mercado Pago; the payment in the ledger once', async () => {
    const order = await paidOnline('11988880001');
    const ledger = await t.app.db.select().from(orderPayments).where(eq(orderPayments.orderId, order.id));
    expect(ledger).toHaveLength(1);
    expect(ledger[0]).toMatchObject({ method: 'mercado_pago', amount: 4590, provider: 'mercado_pago' });

    const cancels = await Promise.all(Array.from({ length: 10 }, () => call(shop.user, 'PUT', `/orders/${order.id}/cancel`, { reason: 'Acabou a massa' })));
    expect(cancels.every((r) => r.statusCode === 200)).toBe(true);
    const refunds = await until('the refund made', () => t.app.db.select().from(paymentRefunds).where(eq(paymentRefunds.orderId, order.id)), (rows) => rows.length === 1 && rows[0]!.status === 'refunded');
    expect(refunds[0]).toMatchObject({ providerPaymentId: ledger[0]!.providerPaymentId, amount: 4590 });
    expect(mp.refunds.filter((r) => String(r.payment_id) === ledger[0]!.providerPaymentId)).toHaveLength(1);
  });

  it('a payment that arrives for an order canceled meanwhile is recorded and refunded; the order stays unpaid', async () => {
    const placed = json<{ data: { uuid: string; id: number } }>(
      await call(null, 'POST', '/storefront/pizzaria-estorno/orders', { order_type_id: 2, customer_name: 'Caio', customer_whatsapp: '11988880002', payment_type: 'mercado_pago', products: [{ id: productId, qty: 1, items: [] }] }),
    ).data;
    const redirect = json<{ data: { redirect_url: string } }>(await call(null, 'POST', `/storefront/orders/${placed.uuid}/checkout`)).data.redirect_url;
    expect((await call(shop.user, 'PUT', `/orders/${placed.id}/cancel`, { reason: 'Cliente desistiu' })).statusCode).toBe(200);
    await fetch(`${mp.baseUrl}/__stand-in/checkout/pay`, { method: 'POST', body: new URLSearchParams({ pref_id: new URL(redirect).searchParams.get('pref_id')!, status: 'approved' }), redirect: 'manual' });
    const refunds = await until('the refund made', () => t.app.db.select().from(paymentRefunds).where(eq(paymentRefunds.orderId, placed.id)), (rows) => rows.length === 1 && rows[0]!.status === 'refunded');
    expect(mp.refunds.filter((r) => String(r.payment_id) === refunds[0]!.providerPaymentId)).toHaveLength(1);
    expect((await t.app.db.select().from(orders).where(eq(orders.id, placed.id)))[0]).toMatchObject({ status: 'canceled', paymentStatus: 'unpaid' });
  });
});
