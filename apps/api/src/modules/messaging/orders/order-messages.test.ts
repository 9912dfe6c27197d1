import type { AddressInfo } from 'node:net';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { domainEvents, whatsappConnections, whatsappMessages } from '../../../db/schema/index';
import { startEvolutionStandIn, type EvolutionStandIn } from '../../../integrations/evolution/stand-in';
import { createShop, insertProduct, orderCalls, orderOf, type Shop } from '../../../test/order-fixtures';
import { createTestApp, json, type TestApp } from '../../../test/helper';
import { until } from '../../../test/until';

// Issue 35, "Must show" 4: order-status messages go once per order and status — whatever the
// retries, the repeated provider webhooks (the stand-in sends every delivery twice) and the two API
// processes whose relays deliver the same events at the same moment.

let evolution: EvolutionStandIn;
let t: TestApp;
let api: ReturnType<typeof orderCalls>;

beforeAll(async () => {
  evolution = await startEvolutionStandIn({ ackDelayMs: 20, webhookCopies: 2, retryDelaysMs: [30] });
  t = await createTestApp({ EVOLUTION_API_URL: evolution.url, EVOLUTION_API_KEY: evolution.apiKey, JOBS_WORKER: 'true', JOBS_POLL_INTERVAL_MS: '20', RATE_LIMIT_MAX_PER_MINUTE: '100000' });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  t.app.config.appUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  api = orderCalls(t.app);
}, 60_000);
afterAll(async () => {
  await evolution.close();
  await t.close();
});

async function connectedShop(number: string): Promise<Shop & { instance: string }> {
  const shop = await createShop(t.app);
  expect((await api.call(shop.user, 'POST', '/whatsapp')).statusCode).toBe(200);
  const [row] = await t.app.db.select().from(whatsappConnections).where(eq(whatsappConnections.businessId, shop.business.id));
  await evolution.scan(row!.instance, number);
  await until('open', async () => (await t.app.db.select().from(whatsappConnections).where(eq(whatsappConnections.businessId, shop.business.id)))[0]!.state, (s) => s === 'open');
  return { ...shop, instance: row!.instance };
}

const PICKUP = { order_type_id: 2, customer_name: 'Ana Souza', customer_whatsapp: '11987651234' };

describe('order-status messages', () => {
  it('each switched-on status sends one message per order, across two processes, a redelivered event and duplicated receipts', async () => {
    const shop = await connectedShop('5511900000001');
    const saved = await api.call(shop.user, 'PUT', '/whatsapp/order-messages', {
      messages: [
        { kind: 'received', enabled: true, text: 'Oi {nome}! Pedido #{numero} recebido na {loja}.' },
        { kind: 'ready_for_pickup', enabled: true, text: 'Pedido #{numero} pronto, {nome}!' },
        { kind: 'canceled', enabled: true, text: 'Pedido #{numero} cancelado: {motivo}' },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(json<{ data: { kind: string; enabled: boolean }[] }>(saved).data.filter((m) => m.enabled).map((m) => m.kind)).toEqual(['received', 'ready_for_pickup', 'canceled']);

    const pizza = await insertProduct(t.app, shop.business.id, { name: 'Pizza', amount: 5000 });
    const kept = orderOf(await api.place(shop.user, { ...PICKUP, products: [{ id: pizza.id }] }));
    const dropped = orderOf(await api.place(shop.user, { ...PICKUP, customer_whatsapp: '11987651235', products: [{ id: pizza.id }] }));
    for (const step of ['processing', 'done', 'waiting-get']) expect((await api.call(shop.user, 'PUT', `/orders/${kept.id}/${step}`)).statusCode).toBe(200);
    expect((await api.call(shop.user, 'PUT', `/orders/${dropped.id}/cancel`, { reason: 'Acabou a massa' })).statusCode).toBe(200);

    // Two processes deliver at once; then every event of these orders is delivered again (a relay
    // that died after sending, before marking): nothing more is stored.
    const second = await t.sibling();
    await Promise.all([t.app.events.deliverNow(), second.events.deliverNow()]);
    await t.app.db.update(domainEvents).set({ deliveredAt: null }).where(eq(domainEvents.businessId, shop.business.id));
    await Promise.all([t.app.events.deliverNow(), second.events.deliverNow()]);

    const sent = await until('three messages sent', async () => evolution.sent(shop.instance), (list) => list.length >= 3);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(evolution.sent(shop.instance).map((m) => [m.to, m.text]).sort()).toEqual(
      [
        ['5511987651234', `Oi Ana! Pedido #${kept.number} recebido na ${shop.business.name}.`],
        ['5511987651234', `Pedido #${kept.number} pronto, Ana!`],
        ['5511987651235', `Oi Ana! Pedido #${dropped.number} recebido na ${shop.business.name}.`],
        ['5511987651235', `Pedido #${dropped.number} cancelado: Acabou a massa`],
      ].sort(),
    );
    expect(sent.length).toBeGreaterThanOrEqual(3);
    const rows = await t.app.db.select().from(whatsappMessages).where(eq(whatsappMessages.businessId, shop.business.id));
    expect(rows.map((r) => r.dedupKey).sort()).toEqual([`order:${dropped.id}:canceled`, `order:${dropped.id}:received`, `order:${kept.id}:ready_for_pickup`, `order:${kept.id}:received`].sort());
    // Each carries its status's template for the Cloud API: named comanda_<kind>, the values in the text's order.
    expect(rows.find((r) => r.dedupKey === `order:${dropped.id}:canceled`)!.template).toEqual({ name: 'comanda_canceled', language: 'pt_BR', parameters: [String(dropped.number), 'Acabou a massa'] });
    await until('all read (receipts sent twice each)', async () => t.app.db.select().from(whatsappMessages).where(inArray(whatsappMessages.id, rows.map((r) => r.id))), (list) => list.every((m) => m.status === 'read'));
  });

  it('nothing goes for a status switched off, nor without a customer\'s WhatsApp', async () => {
    const shop = await connectedShop('5511900000002');
    const pizza = await insertProduct(t.app, shop.business.id, { name: 'Pizza', amount: 5000 });
    orderOf(await api.place(shop.user, { ...PICKUP, products: [{ id: pizza.id }] }));
    // Its event is delivered while the message is still off (the consumer reads the settings then).
    await t.app.events.deliverNow();
    await api.call(shop.user, 'PUT', '/whatsapp/order-messages', { messages: [{ kind: 'received', enabled: true, text: 'Recebido #{numero}' }] });
    orderOf(await api.place(shop.user, { order_type_id: 2, customer_name: 'Sem Zap', products: [{ id: pizza.id }] }));
    await t.app.events.deliverNow();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(evolution.sent(shop.instance)).toEqual([]);
  });

  it('the settings answer 422 on a kind it does not know, a kind twice, an empty text; 403 for a waiter', async () => {
    const shop = await createShop(t.app);
    const put = (who: typeof shop.user, messages: unknown) => api.call(who, 'PUT', '/whatsapp/order-messages', { messages });
    expect((await put(shop.user, [{ kind: 'paid', enabled: true, text: 'x' }])).statusCode).toBe(422);
    expect((await put(shop.user, [{ kind: 'received', enabled: true, text: 'a' }, { kind: 'received', enabled: false, text: 'b' }])).statusCode).toBe(422);
    expect((await put(shop.user, [{ kind: 'received', enabled: true, text: '  ' }])).statusCode).toBe(422);
    expect((await put(shop.waiter, [{ kind: 'received', enabled: true, text: 'x' }])).statusCode).toBe(403);
    expect((await api.call(shop.waiter, 'GET', '/whatsapp/order-messages')).statusCode).toBe(403);
    const defaults = json<{ data: { kind: string; enabled: boolean; text: string }[] }>(await api.call(shop.user, 'GET', '/whatsapp/order-messages')).data;
    expect(defaults.every((m) => !m.enabled && m.text.includes('{numero}'))).toBe(true);
  });
});
