import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Business } from '@comanda/domain/business/business-schemas';
import { memberships, roles, users } from '../../db/schema/index';
import { addEmployee, blockBusiness, createBusinessFor, createUser, validBusinessBody } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/helper';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const DAY_MS = 86_400_000;

describe('POST /api/v1/businesses', () => {
  it('creates the business with the caller as owner, as their current business, on a 14-day trial', async () => {
    const user = await createUser(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/businesses',
      headers: user.headers,
      payload: validBusinessBody({ name: 'Pizzaria do Zé', whatsapp: '(11) 91234-5678', zipcode: '01310100', delivery_fee: 700 }),
    });
    expect(res.statusCode).toBe(201);
    const { data } = res.json<{ data: Business }>();
    expect(data).toMatchObject({
      name: 'Pizzaria do Zé',
      whatsapp: '+5511912345678',
      zipcode: '01310-100',
      delivery_fee: 700,
      currency: 'BRL',
      can_access: true,
      logo: null,
      subscription: null,
    });
    expect(data.token).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    expect(data.plan_status.current_plan).toBe('free');
    expect(data.plan_status.is_trial).toBe(true);
    expect(data.plan_status.is_expired).toBe(false);
    expect(data.plan_status.trial_days_remaining).toBe(14);
    const expires = new Date(data.plan_status.expires_at!).getTime();
    expect(Math.abs(expires - (Date.now() + 14 * DAY_MS))).toBeLessThan(60_000);
    expect(data.feature_codes).toEqual(expect.arrayContaining(['basic_orders', 'basic_menu', 'pdv_trial', 'coupons_trial']));
    expect(data.feature_codes).not.toContain('pdv');
    expect(data.available_features.pdv).toEqual({ name: 'PDV' });
    expect(data.available_features.pdv_trial).toBeUndefined();

    const [member] = await t.app.db
      .select({ role: roles.name, active: memberships.isActive })
      .from(memberships)
      .innerJoin(roles, eq(roles.id, memberships.roleId))
      .where(eq(memberships.businessId, data.id));
    expect(member).toEqual({ role: 'owner', active: true });
    const [row] = await t.app.db.select({ current: users.currentBusinessId }).from(users).where(eq(users.id, user.id));
    expect(row?.current).toBe(data.id);
  });

  it('gives each business its own token', async () => {
    const user = await createUser(t.app);
    const a = await createBusinessFor(t.app, user);
    const b = await createBusinessFor(t.app, user);
    expect(a.token).not.toBe(b.token);
  });

  it('answers 422 with the Portuguese message on the missing field', async () => {
    const user = await createUser(t.app);
    const { name: _name, ...body } = validBusinessBody();
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/businesses', headers: user.headers, payload: body });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.name).toEqual(['O campo nome é obrigatório']);
  });

  it('answers in English with Accept-Language: en', async () => {
    const user = await createUser(t.app);
    const { name: _name, ...body } = validBusinessBody();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/businesses',
      headers: { ...user.headers, 'accept-language': 'en' },
      payload: body,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.name).toEqual(['The name field is required']);
  });

  it('refuses an invalid WhatsApp number on the whatsapp field', async () => {
    const user = await createUser(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/businesses',
      headers: user.headers,
      payload: validBusinessBody({ whatsapp: '123' }),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ whatsapp: ['O campo WhatsApp deve ser um número de telefone válido, com DDD'] });
  });

  it('refuses an incomplete WhatsApp, and one of the right length that no Brazilian number has, with the same message', async () => {
    const user = await createUser(t.app);
    for (const whatsapp of ['(12) 3', '(11) 08765-4321']) {
      const res = await t.app.inject({ method: 'POST', url: '/api/v1/businesses', headers: user.headers, payload: validBusinessBody({ whatsapp }) });
      expect(res.statusCode, whatsapp).toBe(422);
      expect(res.json().errors).toEqual({ whatsapp: ['O campo WhatsApp deve ser um número de telefone válido, com DDD'] });
    }
  });

  it('refuses unknown fields with 422', async () => {
    const user = await createUser(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/businesses',
      headers: user.headers,
      payload: { ...validBusinessBody(), plan: 'pro' },
    });
    expect(res.statusCode).toBe(422);
  });

  it('answers 400 to malformed JSON', async () => {
    const user = await createUser(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/businesses',
      headers: { ...user.headers, 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'O corpo da requisição não é um JSON válido.' });
  });

  it('answers 401 without a session, before validating the body', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/businesses', payload: {} });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Sua sessão expirou. Entre novamente.' });
  });
});

describe('GET /api/v1/businesses', () => {
  it("lists the caller's businesses only, including where they are staff, not where they are inactive", async () => {
    const user = await createUser(t.app);
    const other = await createUser(t.app);
    const own = await createBusinessFor(t.app, user, { name: 'Minha' });
    const staffed = await createBusinessFor(t.app, other, { name: 'Onde trabalho' });
    const left = await createBusinessFor(t.app, other, { name: 'Onde trabalhei' });
    await createBusinessFor(t.app, other, { name: 'Alheia' });
    await addEmployee(t.app, staffed, user);
    await addEmployee(t.app, left, user, { isActive: false });

    const res = await t.app.inject({ method: 'GET', url: '/api/v1/businesses', headers: user.headers });
    expect(res.statusCode).toBe(200);
    const names = res.json<{ data: Business[] }>().data.map((b) => b.name);
    expect(names).toEqual([own.name, staffed.name]);
  });

  it('answers 401 without a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/businesses' });
    expect(res.statusCode).toBe(401);
  });
});

describe('PUT /api/v1/businesses/{id}', () => {
  it('updates the fields sent, for the owner', async () => {
    const owner = await createUser(t.app);
    const business = await createBusinessFor(t.app, owner);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/businesses/${business.id}`,
      headers: owner.headers,
      payload: { name: 'Cantina Nova', delivery_fee: 450, is_checkout_enabled: true, whatsapp: '11 3333-4444', state: 'rj' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      id: business.id,
      name: 'Cantina Nova',
      delivery_fee: 450,
      is_checkout_enabled: true,
      whatsapp: '+551133334444',
      state: 'RJ',
      city: business.city,
    });
  });

  it('answers 422 or 404, never 500, for an id no row can have', async () => {
    const owner = await createUser(t.app);
    for (const bad of ['abc', '0', '1.5', '99999999999']) {
      for (const [method, url] of [['PUT', `/api/v1/businesses/${bad}`], ['DELETE', `/api/v1/businesses/${bad}/logo`]] as const) {
        const res = await t.app.inject({ method, url, headers: owner.headers, ...(method === 'PUT' ? { payload: { name: 'X' } } : {}) });
        expect([404, 422], `${method} ${url} → ${res.statusCode}`).toContain(res.statusCode);
      }
    }
  });

  it('lets a staff member with manage_settings update', async () => {
    const owner = await createUser(t.app);
    const manager = await createUser(t.app);
    const business = await createBusinessFor(t.app, owner);
    await addEmployee(t.app, business, manager, { role: 'user', permissions: ['manage_settings'] });
    const res = await t.app.inject({ method: 'PUT', url: `/api/v1/businesses/${business.id}`, headers: manager.headers, payload: { name: 'Gerida' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.name).toBe('Gerida');
  });

  it('lets a platform admin update any business', async () => {
    const owner = await createUser(t.app);
    const admin = await createUser(t.app, { isAdmin: true });
    const business = await createBusinessFor(t.app, owner);
    const res = await t.app.inject({ method: 'PUT', url: `/api/v1/businesses/${business.id}`, headers: admin.headers, payload: { name: 'Pelo admin' } });
    expect(res.statusCode).toBe(200);
  });

  it('answers 403 to a waiter without manage_settings', async () => {
    const owner = await createUser(t.app);
    const waiter = await createUser(t.app);
    const business = await createBusinessFor(t.app, owner);
    await addEmployee(t.app, business, waiter, { permissions: ['manage_orders'] });
    const res = await t.app.inject({ method: 'PUT', url: `/api/v1/businesses/${business.id}`, headers: waiter.headers, payload: { name: 'X' } });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Você não tem permissão para fazer isso.');
  });

  it("answers 404 for another business, without its data", async () => {
    const owner = await createUser(t.app);
    const stranger = await createUser(t.app);
    await createBusinessFor(t.app, stranger);
    const business = await createBusinessFor(t.app, owner);
    const res = await t.app.inject({ method: 'PUT', url: `/api/v1/businesses/${business.id}`, headers: stranger.headers, payload: { name: 'Hack' } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Não encontrado.' });
    const missing = await t.app.inject({ method: 'PUT', url: '/api/v1/businesses/999999', headers: stranger.headers, payload: { name: 'Hack' } });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual(res.json());
  });

  it('answers 403 business_blocked for a blocked business', async () => {
    const owner = await createUser(t.app);
    const business = await createBusinessFor(t.app, owner);
    await blockBusiness(t.app, business);
    const res = await t.app.inject({ method: 'PUT', url: `/api/v1/businesses/${business.id}`, headers: owner.headers, payload: { name: 'X' } });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      message: 'O acesso a este negócio está bloqueado. Fale com o suporte do Comanda.',
      code: 'business_blocked',
    });
  });

  it('answers 422 with the field message, in Portuguese and in English', async () => {
    const owner = await createUser(t.app);
    const business = await createBusinessFor(t.app, owner);
    const pt = await t.app.inject({ method: 'PUT', url: `/api/v1/businesses/${business.id}`, headers: owner.headers, payload: { name: '' } });
    expect(pt.statusCode).toBe(422);
    expect(pt.json().errors.name).toEqual(['O campo nome é obrigatório']);
    const en = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/businesses/${business.id}`,
      headers: { ...owner.headers, 'accept-language': 'en' },
      payload: { name: '' },
    });
    expect(en.json().errors.name).toEqual(['The name field is required']);
  });

  it('accepts an IANA time zone and refuses an unknown one on timezone', async () => {
    const owner = await createUser(t.app);
    const business = await createBusinessFor(t.app, owner);
    const url = `/api/v1/businesses/${business.id}`;
    const ok = await t.app.inject({ method: 'PUT', url, headers: owner.headers, payload: { timezone: 'America/Manaus' } });
    expect(ok.json().data.timezone).toBe('America/Manaus');
    const bad = await t.app.inject({ method: 'PUT', url, headers: owner.headers, payload: { timezone: 'Mars/Olympus' } });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(['timezone']);
  });

  it('refuses unknown fields such as plan with 422', async () => {
    const owner = await createUser(t.app);
    const business = await createBusinessFor(t.app, owner);
    const res = await t.app.inject({ method: 'PUT', url: `/api/v1/businesses/${business.id}`, headers: owner.headers, payload: { plan: 'pro' } });
    expect(res.statusCode).toBe(422);
  });

  it('answers 400 to malformed JSON and 401 without a session', async () => {
    const owner = await createUser(t.app);
    const business = await createBusinessFor(t.app, owner);
    const bad = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/businesses/${business.id}`,
      headers: { ...owner.headers, 'content-type': 'application/json' },
      payload: '{',
    });
    expect(bad.statusCode).toBe(400);
    const anon = await t.app.inject({ method: 'PUT', url: `/api/v1/businesses/${business.id}`, payload: { name: 'X' } });
    expect(anon.statusCode).toBe(401);
  });
});
