import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businesses, customers, orders, storefrontVisitKeys, storefrontVisits } from '../../db/schema/index';
import { until } from '../../test/until';
import { changeBusiness } from '../../test/menu-change';
import { apiCaller } from '../../test/call-api';
import { createTestApp, json, type TestApp } from '../../test/helper';
import { createShop, insertProduct, type Shop } from '../../test/order-fixtures';

// The public menu's API (issue 33): read by slug or token, a customer's order arrives pending and
// priced by the server, a retry or a double tap makes one order, a closed shop says when it opens.

describe('v1/storefront', () => {
  let t: TestApp;
  let shop: Shop;
  let productId: number;
  const call = apiCaller(() => t.app);
  const cart = (phone: string, extra: Record<string, unknown> = {}) => ({
    order_type_id: 2,
    customer_name: 'Bia Souza',
    customer_whatsapp: phone,
    payment_type: 'money',
    value_to_change: 10000,
    products: [{ id: productId, qty: 2, items: [] }],
    ...extra,
  });

  beforeAll(async () => {
    t = await createTestApp();
    shop = await createShop(t.app);
    await t.app.db.update(businesses).set({ slug: 'bella-napoli', isCheckoutEnabled: true }).where(eq(businesses.id, shop.business.id));
    productId = (await insertProduct(t.app, shop.business.id, { name: 'Pizza Calabresa', amount: 4500 })).id;
    await insertProduct(t.app, shop.business.id, { name: 'Pausada', active: false });
  });
  afterAll(() => t.close());

  it('reads the menu by slug and by token, with a 304 for a copy still current; an unknown ref is a 404 that names nothing', async () => {
    const bySlug = await call(null, 'GET', '/storefront/bella-napoli');
    expect(bySlug.statusCode).toBe(200);
    const menu = json<{ data: { business: { name: string; takes_orders: boolean; opening_text: string }; categories: { products: { name: string }[] }[] } }>(bySlug).data;
    expect(menu.business).toMatchObject({ name: shop.business.name, takes_orders: true, opening_text: 'Aberto agora' });
    expect(menu.categories.flatMap((c) => c.products.map((p) => p.name))).toEqual(['Pizza Calabresa']);
    expect((await call(null, 'GET', `/storefront/${shop.business.token}`)).statusCode).toBe(200);
    const again = await call(null, 'GET', '/storefront/bella-napoli', undefined, { 'if-none-match': String(bySlug.headers.etag) });
    expect(again.statusCode).toBe(304);
    const unknown = await call(null, 'GET', '/storefront/nao-existe');
    expect(unknown.statusCode).toBe(404);
    expect(json(unknown)).toEqual({ message: 'Não encontramos este cardápio. Confira o link com o estabelecimento.' });
  });

  it('the page is HTML with the menu in it; each visitor counts once a day in the dashboard, with no personal data kept', async () => {
    const visit = (agent: string) => t.app.inject({ method: 'GET', url: '/loja/bella-napoli', headers: { 'user-agent': agent } });
    const page = await visit('phone A');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('Pizza Calabresa');
    expect(page.body).not.toContain('Pausada');
    await visit('phone A');
    await visit('phone B');
    const stats = async () => json<{ data: { view_app_count: number } }>(await call(shop.user, 'GET', `/businesses/${shop.business.id}/stats`)).data.view_app_count;
    await until('two visitors counted', stats, (visits) => visits === 2);
    // Another process (or this one after a restart) hashes with the same day's key: phone A is not new there.
    const other = await t.sibling();
    await other.inject({ method: 'GET', url: '/loja/bella-napoli', headers: { 'user-agent': 'phone A' } });
    await other.inject({ method: 'GET', url: '/loja/bella-napoli', headers: { 'user-agent': 'phone C' } });
    await until('phone C counted', stats, (visits) => visits >= 3);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await stats()).toBe(3);
    expect(await t.app.db.select().from(storefrontVisitKeys)).toHaveLength(1);
    const rows = await t.app.db.select().from(storefrontVisits);
    expect(rows.every((row) => !row.visitor.includes('phone') && !row.visitor.includes('127.0.0.1'))).toBe(true);
    const missing = await t.app.inject({ method: 'GET', url: '/loja/nao-existe' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('Cardápio não encontrado');
  });

  it('places a pickup order that arrives pending, priced by the server; the customer is recorded with the opt-in; the tracking page reads it', async () => {
    const res = await call(null, 'POST', '/storefront/bella-napoli/orders', cart('(11) 98888-1111', { marketing_consent: true }));
    expect(res.statusCode).toBe(201);
    const order = json<{ data: { uuid: string; status: string; total: number; id: number } }>(res).data;
    expect(order).toMatchObject({ status: 'pending', total: 9000 });
    const [customer] = await t.app.db.select().from(customers).where(and(eq(customers.businessId, shop.business.id), eq(customers.whatsapp, '+5511988881111')));
    expect(customer).toMatchObject({ firstName: 'Bia', marketingConsent: true, marketingConsentSource: 'storefront' });
    const tracked = await call(null, 'GET', `/storefront/orders/${order.uuid}`);
    expect(tracked.statusCode).toBe(200);
    expect(json<{ data: unknown }>(tracked).data).toMatchObject({ status: 'pending', total: 9000, products: [{ name: 'Pizza Calabresa', qty: 2 }], business: { menu_path: '/loja/bella-napoli' } });
    expect((await call(null, 'GET', '/storefront/orders/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await call(null, 'GET', '/storefront/orders/nope')).statusCode).toBe(404);
  });

  it('refuses bad input with field messages: no products, no phone, a payment not accepted, a paused product, a body with totals', async () => {
    const empty = await call(null, 'POST', '/storefront/bella-napoli/orders', cart('11988881111', { products: [] }));
    expect(empty.statusCode).toBe(422);
    expect(Object.keys(json<{ errors: object }>(empty).errors)).toContain('products');
    const noPhone = await call(null, 'POST', '/storefront/bella-napoli/orders', { ...cart(''), customer_whatsapp: undefined });
    expect(noPhone.statusCode).toBe(422);
    const online = await call(null, 'POST', '/storefront/bella-napoli/orders', cart('11988881111', { payment_type: 'mercado_pago' }));
    expect(online.statusCode).toBe(422);
    expect(Object.keys(json<{ errors: object }>(online).errors)).toEqual(['payment_type']);
    const tampered = await call(null, 'POST', '/storefront/bella-napoli/orders', cart('11988881111', { total: 1 }));
    expect(tampered.statusCode).toBe(422);
    const discount = await call(null, 'POST', '/storefront/bella-napoli/orders', cart('11988881111', { discount: 500 }));
    expect(discount.statusCode).toBe(422);
  });

  it('20 sends of one cart with one key at the same moment make one order; 20 different carts make 20 consecutive numbers', async () => {
    const key = crypto.randomUUID();
    const same = await Promise.all(Array.from({ length: 20 }, () => call(null, 'POST', '/storefront/bella-napoli/orders', cart('11977770000'), { 'idempotency-key': key })));
    expect(same.map((r) => r.statusCode)).toEqual(Array(20).fill(201));
    expect(new Set(same.map((r) => json<{ data: { id: number } }>(r).data.id)).size).toBe(1);
    const many = await Promise.all(Array.from({ length: 20 }, (_, i) => call(null, 'POST', '/storefront/bella-napoli/orders', cart(`119766600${String(i).padStart(2, '0')}`), { 'idempotency-key': crypto.randomUUID() })));
    expect(many.map((r) => r.statusCode)).toEqual(Array(20).fill(201));
    const numbers = many.map((r) => json<{ data: { number: number } }>(r).data.number).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, i) => numbers[0]! + i));
  });

  it('a shop not taking orders, or closed now, refuses with the reason and when it opens; a bot filling the hidden field, or sending faster than a person could, is refused', async () => {
    await changeBusiness(t.app, shop.business.id, { isCheckoutEnabled: false });
    const off = await call(null, 'POST', '/storefront/bella-napoli/orders', cart('11988881111'));
    expect(off.statusCode).toBe(409);
    await changeBusiness(t.app, shop.business.id, {
      isCheckoutEnabled: true,
      closedMessage: 'Hoje abrimos mais tarde por causa do jogo.',
      openingHours: { week: { sunday: [], monday: [], tuesday: [], wednesday: [], thursday: [], friday: [], saturday: [{ opening_time: '18:00', closing_time: '23:00' }] }, exceptions: [] },
    });
    // Saturday 28 November 2026, 10:00 in São Paulo (13:00 UTC).
    const closed = await call(null, 'POST', '/storefront/bella-napoli/orders', cart('11988881111'), { 'x-test-now': '2026-11-28T13:00:00Z' });
    expect(closed.statusCode).toBe(422);
    // When it opens, and the owner's note for closed days (general settings); scheduled orders: storefront-scheduled.test.ts.
    const refusal = 'Fechado agora — abre hoje às 18:00. Hoje abrimos mais tarde por causa do jogo.';
    expect(json(closed)).toEqual({ message: refusal, errors: { scheduled_for: [refusal] } });
    const menu = await call(null, 'GET', '/storefront/bella-napoli', undefined, { 'x-test-now': '2026-11-28T13:00:00Z' });
    expect(json<{ data: { business: unknown } }>(menu).data.business).toMatchObject({
      opening_text: 'Fechado agora — abre hoje às 18:00.',
      closed_message: 'Hoje abrimos mais tarde por causa do jogo.',
    });
    const page = await t.app.inject({ method: 'GET', url: '/loja/bella-napoli', headers: { 'x-test-now': '2026-11-28T13:00:00Z' } });
    expect(page.body).toContain('<span class="note" data-testid="closed-message">Hoje abrimos mais tarde por causa do jogo.</span>');
    // Open, the note is not shown.
    const openMenu = await call(null, 'GET', '/storefront/bella-napoli', undefined, { 'x-test-now': '2026-11-28T22:00:00Z' });
    expect(json<{ data: { business: { closed_message: string | null } } }>(openMenu).data.business.closed_message).toBeNull();
    const open = await call(null, 'POST', '/storefront/bella-napoli/orders', cart('11988881111'), { 'x-test-now': '2026-11-28T22:00:00Z' });
    expect(open.statusCode).toBe(201);
    const bot = await call(null, 'POST', '/storefront/bella-napoli/orders', cart('11988881111', { website: 'http://spam' }), { 'x-test-now': '2026-11-28T22:00:00Z' });
    expect(bot.statusCode).toBe(409);
    // Sent 0.8 s after the page opened: a script; a person gets the same answer and sends again.
    const quick = await call(null, 'POST', '/storefront/bella-napoli/orders', cart('11988881111', { page_ms: 800 }), { 'x-test-now': '2026-11-28T22:00:00Z' });
    expect(quick.statusCode).toBe(422);
    const again = 'Confira o seu pedido e toque em “Enviar pedido” de novo.';
    expect(json(quick)).toEqual({ message: again, errors: { page_ms: [again] } });
    const person = await call(null, 'POST', '/storefront/bella-napoli/orders', cart('11988881111', { page_ms: 41_000 }), { 'x-test-now': '2026-11-28T22:00:00Z' });
    expect(person.statusCode).toBe(201);
    const count = await t.app.db.select({ id: orders.id }).from(orders).where(eq(orders.businessId, shop.business.id));
    expect(count.length).toBe(24);
  });

  it('a blocked business answers a friendly page with its name and WhatsApp, not indexed; its menu API, checkout and share image answer 404', async () => {
    const blocked = await createShop(t.app);
    await insertProduct(t.app, blocked.business.id, { name: 'Pizza Escondida', amount: 4000 });
    await changeBusiness(t.app, blocked.business.id, { slug: 'cantina-bloqueada', isCheckoutEnabled: true, whatsapp: '+5511933334444' });
    expect((await t.app.inject({ method: 'GET', url: '/loja/cantina-bloqueada' })).body).toContain('Pizza Escondida');
    await changeBusiness(t.app, blocked.business.id, { isBlocked: true });
    for (const [lang, title] of [['pt', 'Cardápio indisponível no momento'], ['en', 'Menu unavailable right now']] as const) {
      const page = await t.app.inject({ method: 'GET', url: '/loja/cantina-bloqueada', headers: { 'accept-language': lang } });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain(title);
      expect(page.body).toContain(blocked.business.name);
      expect(page.body).toContain('https://wa.me/5511933334444');
      expect(page.body).toContain('<meta name="robots" content="noindex">');
      expect(page.body).not.toContain('Pizza Escondida');
    }
    expect((await call(null, 'GET', '/storefront/cantina-bloqueada')).statusCode).toBe(404);
    const order = await call(null, 'POST', '/storefront/cantina-bloqueada/orders', cart('11988882222'));
    expect(order.statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/loja/cantina-bloqueada/og.jpg' })).statusCode).toBe(404);
  });
});
