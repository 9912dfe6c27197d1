import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Campaign, CampaignPreview, RateLimitStatus } from '@comanda/domain/whatsapp/campaign-resource';
import type { WhatsappConnection, WhatsappMessage } from '@comanda/domain/whatsapp/whatsapp-resource';
import { auditLog, customers, jobs, whatsappConnections, whatsappLanes, whatsappMessages } from '../../../db/schema/index';
import type { EvolutionStandIn } from '../../../integrations/evolution/stand-in';
import { apiCaller } from '../../../test/call-api';
import { addEmployee, createBusinessFor, createUser } from '../../../test/factories';
import { whatsappTestApp } from '../../../test/whatsapp-app';
import { json, type TestApp } from '../../../test/helper';
import { until } from '../../../test/until';

// Issue 35, campaigns and scheduled messages: a campaign reaches the segment's consenting customers
// once each, with their values, through the business's paced lane; a customer who says "SAIR" before
// their turn is skipped; a ban stops it within one message; a scheduled message leaves at its time
// or not at all once canceled.

let evolution: EvolutionStandIn;
let t: TestApp;
const call = apiCaller(() => t.app);

let close: () => Promise<void>;

beforeAll(async () => {
  ({ evolution, t, close } = await whatsappTestApp({ qrRotateMs: 10_000, ackDelayMs: 20, webhookCopies: 2, retryDelaysMs: [30, 60] }));
}, 60_000);
afterAll(() => close());

type Who = Awaited<ReturnType<typeof createUser>>;
const connection = async (who: Who) => json<{ data: WhatsappConnection }>(await call(who, 'GET', '/whatsapp')).data;
const campaignOf = async (who: Who, id: number) => json<{ data: Campaign }>(await call(who, 'GET', `/whatsapp/campaigns/${id}`)).data;

let numbers = 0;
async function connectedShop() {
  const owner = await createUser(t.app);
  const business = await createBusinessFor(t.app, owner);
  expect((await call(owner, 'POST', '/whatsapp')).statusCode).toBe(200);
  const [row] = await t.app.db.select().from(whatsappConnections).where(eq(whatsappConnections.businessId, business.id));
  await evolution.scan(row!.instance, `55119876${String(++numbers).padStart(5, '0')}`);
  await until('the number open', () => connection(owner), (c) => c.state === 'open');
  return { owner, business, instance: row!.instance };
}

/** Pacing for a test: gaps in fractions of a second, never quiet (written as the lane stores it). */
async function fastPacing(businessId: number, gapSeconds: number, extra: Partial<{ batch_size: number; batch_pause_minutes: number; daily_cap: number }> = {}) {
  const settings = { min_gap_seconds: gapSeconds, max_gap_seconds: gapSeconds, batch_size: 1000, batch_pause_minutes: 0, daily_cap: 5000, quiet_start: '00:00', quiet_end: '00:00', ...extra };
  await t.app.db.insert(whatsappLanes).values({ businessId, settings }).onConflictDoUpdate({ target: whatsappLanes.businessId, set: { settings } });
}

async function addCustomers(businessId: number, list: { name: string; whatsapp: string; consent: boolean }[]) {
  return t.app.db
    .insert(customers)
    .values(list.map((c) => ({ businessId, firstName: c.name, lastName: 'Lima', whatsapp: c.whatsapp, source: 'back_office' as const, marketingConsent: c.consent, marketingConsentAt: c.consent ? new Date() : null, marketingConsentSource: c.consent ? ('back_office' as const) : null })))
    .returning();
}

describe('v1/whatsapp/campaigns', () => {
  it('sends once to each consenting customer with their values, skips a number without WhatsApp, and finishes', async () => {
    const { owner, business, instance } = await connectedShop();
    await fastPacing(business.id, 0.05);
    await addCustomers(business.id, [
      { name: 'Ana Maria', whatsapp: '+5511955550001', consent: true },
      { name: 'Bruno', whatsapp: '+5511955550002', consent: true },
      { name: 'Carla', whatsapp: '+5511955550003', consent: false },
      { name: 'Davi', whatsapp: '+5500955550004', consent: true },
    ]);
    const body = { name: 'Segunda da pizza', segment: 'all', text: 'Oi {nome}! Você tem {pontos} pontos. Cupom {cupom} 🍕', coupon_code: 'PIZZA10' };

    const preview = json<{ data: CampaignPreview }>(await call(owner, 'POST', '/whatsapp/campaigns/preview', body)).data;
    expect(preview.recipients).toBe(3);
    expect(preview.sample).toEqual({ customer_name: 'Ana Maria', text: 'Oi Ana! Você tem 0 pontos. Cupom PIZZA10 🍕' });
    expect(preview.estimated_finish_at).not.toBeNull();

    const created = await call(owner, 'POST', '/whatsapp/campaigns', body, { 'idempotency-key': 'campaign-1' });
    expect(created.statusCode, created.body).toBe(201);
    const campaign = json<{ data: Campaign }>(created).data;
    expect(campaign.progress).toMatchObject({ total: 3, skipped: 1 });
    // A double click (the same key) is the same campaign: nobody is messaged twice.
    expect(json<{ data: Campaign }>(await call(owner, 'POST', '/whatsapp/campaigns', body, { 'idempotency-key': 'campaign-1' })).data.id).toBe(campaign.id);

    const done = await until('the campaign done', () => campaignOf(owner, campaign.id), (c) => c.status === 'done');
    expect(done.progress).toMatchObject({ total: 3, queued: 0, sent: 2, skipped: 1, failed: 0 });
    expect(done.estimated_finish_at).toBeNull();
    const sent = evolution.sent(instance);
    expect(sent.map((m) => [m.to, m.text]).sort()).toEqual([
      ['5511955550001', 'Oi Ana! Você tem 0 pontos. Cupom PIZZA10 🍕'],
      ['5511955550002', 'Oi Bruno! Você tem 0 pontos. Cupom PIZZA10 🍕'],
    ]);
    const delivered = await until('receipts', () => campaignOf(owner, campaign.id), (c) => c.progress.read === 2);
    expect(delivered.progress.delivered).toBe(2);
    expect(json<{ data: Campaign[] }>(await call(owner, 'GET', '/whatsapp/campaigns')).data.map((c) => c.id)).toEqual([campaign.id]);
  });

  it('skips a customer who says "SAIR" before their turn, counts them as opted out; canceling stops the rest', async () => {
    const { owner, business, instance } = await connectedShop();
    await fastPacing(business.id, 1.5);
    await addCustomers(business.id, [
      { name: 'Edu', whatsapp: '+5511955550011', consent: true },
      { name: 'Fábia', whatsapp: '+5511955550012', consent: true },
      { name: 'Gil', whatsapp: '+5511955550013', consent: true },
      { name: 'Hugo', whatsapp: '+5511955550014', consent: true },
    ]);
    const created = json<{ data: Campaign }>(await call(owner, 'POST', '/whatsapp/campaigns', { name: 'Promo', segment: 'all', text: 'Oi {nome}' })).data;
    await until('the first one sent', () => Promise.resolve(evolution.sent(instance).length), (n) => n === 1);
    await evolution.reply(instance, '5511955550012', 'SAIR');
    const skipped = await until('Fábia skipped', () => campaignOf(owner, created.id), (c) => c.progress.skipped === 1);
    expect(skipped.progress.opted_out).toBe(1);
    expect(evolution.sent(instance).map((m) => m.to)).not.toContain('5511955550012');

    const canceled = await call(owner, 'POST', `/whatsapp/campaigns/${created.id}/cancel`);
    expect(canceled.statusCode).toBe(200);
    const after = json<{ data: Campaign }>(canceled).data;
    expect(after.status).toBe('canceled');
    // Nothing waits any more; one message may be in flight at the provider as the cancel lands.
    expect(after.progress.queued).toBeLessThanOrEqual(1);
    expect((await call(owner, 'POST', `/whatsapp/campaigns/${created.id}/cancel`)).statusCode).toBe(409);
    const sentAtCancel = evolution.sent(instance).length;
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(evolution.sent(instance).length).toBeLessThanOrEqual(sentAtCancel + 1);
    expect(new Set(evolution.sent(instance).map((m) => m.to)).size).toBe(evolution.sent(instance).length);
  });

  it('a ban stops the campaign within one message; the rest waits for the number', async () => {
    const { owner, business, instance } = await connectedShop();
    await fastPacing(business.id, 0.2);
    await addCustomers(business.id, Array.from({ length: 20 }, (_, i) => ({ name: `Cliente ${i}`, whatsapp: `+55119555501${String(i).padStart(2, '0')}`, consent: true })));
    const created = json<{ data: Campaign }>(await call(owner, 'POST', '/whatsapp/campaigns', { name: 'Promo', segment: 'all', text: 'Oi {nome}' })).data;
    await until('some sent', () => Promise.resolve(evolution.sent(instance).length), (n) => n >= 3);
    await evolution.ban(instance, 403);
    const paused = await until('paused', () => connection(owner), (c) => c.paused_reason !== null);
    expect(paused.paused_reason).toBe('forbidden');
    const atBan = evolution.sent(instance).length;
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(evolution.sent(instance).length).toBeLessThanOrEqual(atBan + 1);
    const campaign = await campaignOf(owner, created.id);
    expect(campaign.status).toBe('running');
    expect(campaign.progress.queued).toBeGreaterThan(10);
  });

  it('needs a connected number (409), a consenting audience and a valid body (422), its own business (404), 401 and 403', async () => {
    const owner = await createUser(t.app);
    const business = await createBusinessFor(t.app, owner);
    const body = { name: 'Promo', segment: 'all', text: 'Oi' };
    expect((await call(owner, 'POST', '/whatsapp/campaigns', body)).statusCode).toBe(409);

    const other = await connectedShop();
    await addCustomers(other.business.id, [{ name: 'Ivo', whatsapp: '+5511955550031', consent: false }]);
    const empty = await call(other.owner, 'POST', '/whatsapp/campaigns', body);
    expect(empty.statusCode).toBe(422);
    expect(Object.keys(json<{ errors: Record<string, string[]> }>(empty).errors)).toEqual(['segment']);
    for (const bad of [{ ...body, segment: 'vips' }, { ...body, text: ' ' }, { ...body, name: '' }, { ...body, extra: 1 }, { ...body, text: 'x'.repeat(5000) }]) {
      expect((await call(other.owner, 'POST', '/whatsapp/campaigns', bad)).statusCode, JSON.stringify(bad).slice(0, 80)).toBe(422);
    }
    await addCustomers(other.business.id, [{ name: 'Jana', whatsapp: '+5511955550032', consent: true }]);
    await fastPacing(other.business.id, 0.05);
    const theirs = json<{ data: Campaign }>(await call(other.owner, 'POST', '/whatsapp/campaigns', body)).data;
    expect((await call(owner, 'GET', `/whatsapp/campaigns/${theirs.id}`)).statusCode).toBe(404);
    expect((await call(owner, 'POST', `/whatsapp/campaigns/${theirs.id}/cancel`)).statusCode).toBe(404);
    expect(json<{ data: Campaign[] }>(await call(owner, 'GET', '/whatsapp/campaigns')).data).toEqual([]);

    const waiter = await createUser(t.app);
    await addEmployee(t.app, business, waiter, { role: 'waiter', permissions: ['use_pdv'] });
    const routes = [
      ['GET', '/whatsapp/campaigns'],
      ['POST', '/whatsapp/campaigns'],
      ['POST', '/whatsapp/campaigns/preview'],
      ['GET', `/whatsapp/campaigns/${theirs.id}`],
      ['POST', `/whatsapp/campaigns/${theirs.id}/cancel`],
      ['GET', '/whatsapp/rate-limit-status'],
      ['PUT', '/whatsapp/pacing'],
      ['POST', '/whatsapp/schedule-messages'],
      ['GET', '/whatsapp/scheduled-messages'],
      ['POST', '/whatsapp/scheduled-messages/1/cancel'],
    ] as const;
    for (const [method, url] of routes) {
      expect((await call(null, method, url, method === 'GET' ? undefined : body)).statusCode, `${method} ${url}`).toBe(401);
      expect((await call(waiter, method, url, method === 'GET' ? undefined : body)).statusCode, `${method} ${url}`).toBe(403);
    }
  });
});

describe('a campaign by e-mail too', () => {
  it('e-mails those of its customers with an e-mail, once, in the shop\'s name; the e-mail templates are listed', async () => {
    const { owner, business } = await connectedShop();
    await fastPacing(business.id, 0.05);
    const [withMail] = await addCustomers(business.id, [
      { name: 'Lia', whatsapp: '+5511955550051', consent: true },
      { name: 'Malu', whatsapp: '+5511955550052', consent: true },
      { name: 'Nina', whatsapp: '+5511955550053', consent: false },
    ]);
    await t.app.db.update(customers).set({ email: 'lia@example.com' }).where(eq(customers.id, withMail!.id));
    await t.app.db.update(customers).set({ email: 'nina@example.com' }).where(and(eq(customers.businessId, business.id), eq(customers.firstName, 'Nina')));
    const body = { name: 'Rodízio', segment: 'all', text: 'Oi {nome}!\n\nHoje tem rodízio.', email: true };
    expect(json<{ data: CampaignPreview }>(await call(owner, 'POST', '/whatsapp/campaigns/preview', body)).data).toMatchObject({ recipients: 2, email_recipients: 1 });
    const before = t.sent.length;
    const campaign = json<{ data: Campaign }>(await call(owner, 'POST', '/whatsapp/campaigns', body)).data;
    expect(campaign.progress.emailed).toBe(1);
    const mails = t.sent.slice(before).filter((m) => m.channel === 'email');
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: 'lia@example.com', subject: `Rodízio — ${business.name}` });
    expect(mails[0]!.text).toContain('Oi Lia!');
    expect(mails[0]!.text).toContain('Hoje tem rodízio.');

    // Its foot carries Lia's own link to stop promotions (LGPD): the page asks, then posts.
    const link = /Não quero mais receber promoções: (\S+)/.exec(mails[0]!.text)?.[1];
    expect(link).toMatch(new RegExp(`^${t.app.config.appUrl}/unsubscribe\\?token=[\\w-]{20,}$`));
    expect(mails[0]!.html).toContain(`href="${link}"`);
    const token = new URL(link!).searchParams.get('token')!;
    expect(json<{ data: unknown }>(await call(null, 'GET', `/unsubscribe/${token}`)).data).toEqual({ business_name: business.name, subscribed: true });
    expect((await call(null, 'GET', '/unsubscribe/not-a-token-we-ever-gave-anyone')).statusCode).toBe(404);
    expect((await call(null, 'POST', `/unsubscribe/${'x'.repeat(101)}`)).statusCode).toBe(414);
    const [out, again] = await Promise.all([call(null, 'POST', `/unsubscribe/${token}`), call(null, 'POST', `/unsubscribe/${token}`)]);
    expect([out.statusCode, again.statusCode]).toEqual([200, 200]);
    expect(json<{ data: unknown }>(out).data).toEqual({ business_name: business.name, subscribed: false });
    expect((await t.app.db.select().from(customers).where(eq(customers.id, withMail!.id)))[0]).toMatchObject({ marketingConsent: false, unsubscribeToken: token });
    const audits = await t.app.db.select().from(auditLog).where(and(eq(auditLog.businessId, business.id), eq(auditLog.entityId, String(withMail!.id))));
    expect(audits.filter((a) => (a.after as { opted_out_by?: string } | null)?.opted_out_by === 'email_link')).toHaveLength(1);

    const templates = json<{ data: { key: string; subject: string }[] }>(await call(owner, 'GET', `/businesses/${business.id}/email-templates`)).data;
    expect(templates.map((x) => x.key)).toEqual(['campaign', 'employee_invitation', 'employee_new_password']);
    const stranger = await createUser(t.app);
    const theirs = await createBusinessFor(t.app, stranger);
    expect([403, 404]).toContain((await call(owner, 'GET', `/businesses/${theirs.id}/email-templates`)).statusCode);
    expect((await call(null, 'GET', `/businesses/${business.id}/email-templates`)).statusCode).toBe(401);
  });
});

describe('v1/whatsapp/rate-limit-status and pacing', () => {
  it("says the new number's warm-up cap, takes the owner's pacing, refuses a gap out of order", async () => {
    const { owner } = await connectedShop();
    const status = json<{ data: RateLimitStatus }>(await call(owner, 'GET', '/whatsapp/rate-limit-status')).data;
    expect(status).toMatchObject({ cap_today: 50, sent_today: 0, warmup_day: 1, waiting: 0, next_send_at: null });
    expect(status.settings).toMatchObject({ min_gap_seconds: 8, max_gap_seconds: 20 });

    const pacing = { min_gap_seconds: 10, max_gap_seconds: 30, batch_size: 20, batch_pause_minutes: 10, daily_cap: 40, quiet_start: '22:00', quiet_end: '08:30' };
    const saved = await call(owner, 'PUT', '/whatsapp/pacing', pacing);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(json<{ data: RateLimitStatus }>(saved).data).toMatchObject({ settings: pacing, cap_today: 40 });

    const fields = async (body: object) => Object.keys(json<{ errors: Record<string, string[]> }>(await call(owner, 'PUT', '/whatsapp/pacing', body)).errors ?? {});
    expect(await fields({ ...pacing, max_gap_seconds: 5 })).toEqual(['max_gap_seconds']);
    expect(await fields({ ...pacing, min_gap_seconds: 1 })).toEqual(['min_gap_seconds']);
    expect(await fields({ ...pacing, quiet_start: '25:00' })).toEqual(['quiet_start']);
    expect(await fields({ ...pacing, daily_cap: 0 })).toEqual(['daily_cap']);
  });
});

describe('v1/whatsapp/schedule-messages', () => {
  it('leaves at its time; a canceled one never does; only the future, only its own business', async () => {
    const { owner, business, instance } = await connectedShop();
    const [ana] = await addCustomers(business.id, [{ name: 'Ana', whatsapp: '+5511955550041', consent: false }]);
    const inAnHour = new Date(Date.now() + 3_600_000).toISOString();
    const schedule = (body: object) => call(owner, 'POST', '/whatsapp/schedule-messages', body);
    const first = await schedule({ customer_id: ana!.id, text: 'Sua mesa está reservada para as 20h', send_at: inAnHour });
    expect(first.statusCode, first.body).toBe(201);
    const kept = json<{ data: WhatsappMessage }>(first).data;
    expect(kept).toMatchObject({ status: 'queued', source: 'scheduled', send_at: inAnHour });
    const other = json<{ data: WhatsappMessage }>(await schedule({ phone: '11955550042', text: 'Lembrete', send_at: inAnHour })).data;

    const canceled = await call(owner, 'POST', `/whatsapp/scheduled-messages/${other.id}/cancel`);
    expect(json<{ data: WhatsappMessage }>(canceled).data.status).toBe('canceled');
    expect((await call(owner, 'POST', `/whatsapp/scheduled-messages/${other.id}/cancel`)).statusCode).toBe(409);
    const listed = json<{ data: WhatsappMessage[] }>(await call(owner, 'GET', '/whatsapp/scheduled-messages')).data;
    expect(listed.map((m) => [m.id, m.status])).toEqual([
      [kept.id, 'queued'],
      [other.id, 'canceled'],
    ]);

    // Its time comes (moved forward here): the job sends it; the canceled one's job sends nothing.
    const past = new Date(Date.now() - 1000);
    await t.app.db.update(whatsappMessages).set({ sendAt: past }).where(and(eq(whatsappMessages.businessId, business.id), eq(whatsappMessages.source, 'scheduled')));
    await t.app.db.update(jobs).set({ runAt: past }).where(and(eq(jobs.name, 'send-whatsapp-message'), eq(jobs.status, 'queued')));
    await until('sent', () => Promise.resolve(evolution.sent(instance)), (sent) => sent.length === 1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(evolution.sent(instance).map((m) => [m.to, m.text])).toEqual([['5511955550041', 'Sua mesa está reservada para as 20h']]);

    const fields = async (body: object) => Object.keys(json<{ errors: Record<string, string[]> }>(await schedule(body)).errors ?? {});
    expect(await fields({ phone: '11955550042', text: 'Oi', send_at: new Date(Date.now() - 60_000).toISOString() })).toEqual(['send_at']);
    expect(await fields({ phone: '11955550042', text: 'Oi', send_at: new Date(Date.now() + 100 * 86_400_000).toISOString() })).toEqual(['send_at']);
    expect(await fields({ phone: '11955550042', text: 'Oi', send_at: 'amanhã' })).toEqual(['send_at']);
    expect(await fields({ phone: '11955550042', text: 'Oi' })).toEqual(['send_at']);

    const stranger = await createUser(t.app);
    await createBusinessFor(t.app, stranger);
    expect((await call(stranger, 'POST', `/whatsapp/scheduled-messages/${kept.id}/cancel`)).statusCode).toBe(404);
    expect(json<{ data: WhatsappMessage[] }>(await call(stranger, 'GET', '/whatsapp/scheduled-messages')).data).toEqual([]);
  });
});

describe('v1/whatsapp/whatsapp-template', () => {
  it('creates, updates and toggles templates; a name once per business; another business sees none of them', async () => {
    const owner = await createUser(t.app);
    await createBusinessFor(t.app, owner);
    const created = await call(owner, 'POST', '/whatsapp/whatsapp-template', { name: 'Segunda', text: 'Oi {nome}, segunda tem rodízio!' });
    expect(created.statusCode, created.body).toBe(201);
    const template = json<{ data: { id: number; active: boolean } }>(created).data;
    expect(template.active).toBe(true);
    const fields = async (res: Awaited<ReturnType<typeof call>>) => Object.keys(json<{ errors?: Record<string, string[]> }>(res).errors ?? {});
    expect(await fields(await call(owner, 'POST', '/whatsapp/whatsapp-template', { name: 'Segunda', text: 'Outro' }))).toEqual(['name']);
    expect(await fields(await call(owner, 'POST', '/whatsapp/whatsapp-template', { name: ' ', text: '' }))).toEqual(['name', 'text']);
    const updated = await call(owner, 'PUT', `/whatsapp/whatsapp-template/${template.id}`, { name: 'Segunda-feira', text: 'Oi {nome}!' });
    expect(json<{ data: { name: string } }>(updated).data.name).toBe('Segunda-feira');
    // Two clicks at once flip it twice: back where it was.
    const flips = await Promise.all([call(owner, 'POST', `/whatsapp/whatsapp-template/${template.id}/toggle-status`), call(owner, 'POST', `/whatsapp/whatsapp-template/${template.id}/toggle-status`)]);
    expect(flips.map((f) => f.statusCode)).toEqual([200, 200]);
    expect(json<{ data: { active: boolean }[] }>(await call(owner, 'GET', '/whatsapp/whatsapp-template')).data.map((x) => x.active)).toEqual([true]);
    expect(json<{ data: { active: boolean } }>(await call(owner, 'POST', `/whatsapp/whatsapp-template/${template.id}/toggle-status`)).data.active).toBe(false);

    const stranger = await createUser(t.app);
    await createBusinessFor(t.app, stranger);
    expect(json<{ data: unknown[] }>(await call(stranger, 'GET', '/whatsapp/whatsapp-template')).data).toEqual([]);
    expect((await call(stranger, 'PUT', `/whatsapp/whatsapp-template/${template.id}`, { name: 'X', text: 'Y' })).statusCode).toBe(404);
    expect((await call(stranger, 'POST', `/whatsapp/whatsapp-template/${template.id}/toggle-status`)).statusCode).toBe(404);
    // The same name is free in another business.
    expect((await call(stranger, 'POST', '/whatsapp/whatsapp-template', { name: 'Segunda-feira', text: 'Oi' })).statusCode).toBe(201);

    const waiter = await createUser(t.app);
    const business = await createBusinessFor(t.app, owner);
    await addEmployee(t.app, business, waiter, { role: 'waiter', permissions: ['use_pdv'] });
    for (const [method, url] of [['GET', '/whatsapp/whatsapp-template'], ['POST', '/whatsapp/whatsapp-template'], ['PUT', `/whatsapp/whatsapp-template/${template.id}`], ['POST', `/whatsapp/whatsapp-template/${template.id}/toggle-status`]] as const) {
      expect((await call(null, method, url, method === 'GET' ? undefined : { name: 'A', text: 'B' })).statusCode, `${method} ${url}`).toBe(401);
      expect((await call(waiter, method, url, method === 'GET' ? undefined : { name: 'A', text: 'B' })).statusCode, `${method} ${url}`).toBe(403);
    }
  });
});
