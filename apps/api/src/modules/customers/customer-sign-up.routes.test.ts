import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { customers } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/helper';
import { JUNK_SWEEP_TIMEOUT, junkFailures } from '../../test/junk-bodies';
import { blockBusiness } from '../../test/factories';
import { createShop } from '../../test/order-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_SIGN_UP_PER_MINUTE: '100000' });
});
afterAll(async () => t.close());

const signUp = (token: string, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `/api/v1/customers/${token}`, headers, payload: body });
const person = () => ({ first_name: 'Beatriz', whatsapp: '(11) 93333-2222', marketing_consent: true, website: '', shown_at: Date.now() - 10_000 });
const confirm = (token: string, code: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `/api/v1/customers/${token}/confirm`, headers, payload: { code } });
const stored = async (businessId: number) => t.app.db.select().from(customers).where(eq(customers.businessId, businessId));

describe('the public sign-up link', () => {
  it("shows the business's name and registers a customer with consent from the link, with no session", async () => {
    const shop = await createShop(t.app);
    const page = await t.app.inject({ method: 'GET', url: `/api/v1/customers/${shop.business.token}/sign-up` });
    expect(page.statusCode).toBe(200);
    expect(page.json().data).toEqual({ name: shop.business.name, logo_url: null });

    const res = await signUp(shop.business.token, { ...person(), email: 'bia@example.com', birthday: '2001-02-03' });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toEqual({ first_name: 'Beatriz', business_name: shop.business.name });
    const [row] = await stored(shop.business.id);
    expect(row).toMatchObject({ firstName: 'Beatriz', whatsapp: '+5511933332222', email: 'bia@example.com', birthday: '2001-02-03', source: 'sign_up_link', marketingConsent: true, marketingConsentSource: 'sign_up_link' });
  });

  it('a known phone answers the same and changes nothing until its holder opens the link sent to it (issue 30)', async () => {
    const shop = await createShop(t.app);
    await signUp(shop.business.token, { ...person(), marketing_consent: false });
    const [before] = await stored(shop.business.id);
    const fresh = await signUp(shop.business.token, { ...person(), whatsapp: '(11) 93333-4444' });
    const again = await signUp(shop.business.token, { ...person(), first_name: 'Outra', email: 'b@example.com', whatsapp: '+55 11 93333-2222' });
    // The same answer as a new number's: the page never tells who is a customer.
    expect([again.statusCode, again.json()]).toEqual([fresh.statusCode, { data: { ...fresh.json().data, first_name: 'Outra' } }]);
    let [row] = await stored(shop.business.id);
    expect(row).toEqual(before);

    // The link went to the number itself, through the outbox.
    const message = t.sent.findLast((m) => m.channel === 'whatsapp' && m.to === '+5511933332222');
    const code = /\/c\/[^/]+\/confirmar\/([\w-]+)/.exec(message?.text ?? '')?.[1];
    expect(message?.text).toContain(shop.business.name);
    expect(code).toBeDefined();
    // Another business's link does not take it.
    const other = await createShop(t.app);
    expect((await confirm(other.business.token, code!)).statusCode).toBe(404);

    const confirmed = await confirm(shop.business.token, code!);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().data).toEqual({ first_name: 'Beatriz', business_name: shop.business.name });
    [row] = await stored(shop.business.id);
    // Blanks filled, consent given from the link; the name kept.
    expect(row).toMatchObject({ firstName: 'Beatriz', email: 'b@example.com', marketingConsent: true, marketingConsentSource: 'sign_up_link' });
    const used = await confirm(shop.business.token, code!, { 'accept-language': 'en' });
    expect(used.statusCode).toBe(404);
    expect(used.json().message).toBe('This confirmation link no longer works (it was used or is more than 24 hours old). Sign up again.');

    // With consent given, an unticked box withdraws nothing and sends nothing.
    const count = t.sent.length;
    expect((await signUp(shop.business.token, { ...person(), marketing_consent: false })).statusCode).toBe(201);
    expect(t.sent.length).toBe(count);
    expect((await stored(shop.business.id)).find((r) => r.id === row!.id)).toMatchObject({ marketingConsent: true, marketingConsentAt: row!.marketingConsentAt });
  });

  it('only the newest link of a number works; junk codes answer 422, unknown ones 404', async () => {
    const shop = await createShop(t.app);
    await signUp(shop.business.token, { ...person(), marketing_consent: false });
    const codes: string[] = [];
    for (const email of ['a@example.com', 'b@example.com']) {
      await signUp(shop.business.token, { ...person(), email });
      codes.push(/confirmar\/([\w-]+)/.exec(t.sent.at(-1)!.text)![1]!);
    }
    expect((await confirm(shop.business.token, codes[0]!)).statusCode).toBe(404);
    expect((await confirm(shop.business.token, codes[1]!)).statusCode).toBe(200);
    expect((await stored(shop.business.id))[0]).toMatchObject({ email: 'b@example.com' });
    for (const body of [{}, { code: 'curto' }, { code: 42 }, { code: 'x'.repeat(101) }]) {
      expect((await t.app.inject({ method: 'POST', url: `/api/v1/customers/${shop.business.token}/confirm`, payload: body })).statusCode).toBe(422);
    }
    expect((await confirm(shop.business.token, 'y'.repeat(43))).statusCode).toBe(404);
  });

  it('refuses a robot: a filled honeypot or a form sent at once (422), and asks to reload a day-old page', async () => {
    const shop = await createShop(t.app);
    const honeypot = await signUp(shop.business.token, { ...person(), website: 'http://spam.example' });
    expect(honeypot.statusCode).toBe(422);
    expect(honeypot.json().message).toBe('Não conseguimos confirmar o envio. Espere alguns segundos e tente de novo.');
    expect((await signUp(shop.business.token, { ...person(), shown_at: Date.now() })).statusCode).toBe(422);
    const stale = await signUp(shop.business.token, { ...person(), shown_at: Date.now() - 2 * 86_400_000 }, { 'accept-language': 'en' });
    expect(stale.statusCode).toBe(422);
    expect(stale.json().message).toBe('This page was open for too long. Reload it and send again.');
    expect(await stored(shop.business.id)).toHaveLength(0);
  });

  it('answers 404 for an unknown or blocked business, 422 on bad fields, never 500 on junk', { timeout: JUNK_SWEEP_TIMEOUT }, async () => {
    const shop = await createShop(t.app);
    expect((await signUp('no-such-token', person())).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/customers/no-such-token/sign-up' })).statusCode).toBe(404);
    for (const body of [{}, { ...person(), first_name: '' }, { ...person(), whatsapp: '12' }, { ...person(), shown_at: 'ontem' }, { ...person(), admin: true }]) {
      expect((await signUp(shop.business.token, body)).statusCode, JSON.stringify(body)).toBe(422);
    }
    const routes = [
      { method: 'POST' as const, url: `/customers/${shop.business.token}`, body: person() },
      { method: 'POST' as const, url: `/customers/${shop.business.token}/confirm`, body: { code: 'z'.repeat(43) } },
    ];
    expect(await junkFailures(t.app, routes, {})).toEqual([]);
    const blocked = await createShop(t.app);
    await blockBusiness(t.app, blocked.business);
    expect((await signUp(blocked.business.token, person())).statusCode).toBe(404);
    const rows = await t.app.db.select().from(customers).where(and(eq(customers.businessId, blocked.business.id)));
    expect(rows).toHaveLength(0);
  });
});

it('limits sign-ups from one IP a minute (429), the limit of RATE_LIMIT_SIGN_UP_PER_MINUTE', async () => {
  const limited = await createTestApp({ RATE_LIMIT_SIGN_UP_PER_MINUTE: '3' });
  try {
    const shop = await createShop(limited.app);
    const codes: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await limited.app.inject({ method: 'POST', url: `/api/v1/customers/${shop.business.token}`, payload: { ...person(), whatsapp: `(11) 93333-000${i}` } });
      codes.push(res.statusCode);
    }
    expect(codes).toEqual([201, 201, 201, 429]);
  } finally {
    await limited.close();
  }
});
