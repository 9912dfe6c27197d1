import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Business } from '@comanda/domain/business/business-schemas';
import { auditLog, memberships, roles, users } from '../../db/schema/index';
import { addEmployee, blockBusiness, createBusinessFor, createUser, validBusinessBody, validProfileBody } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/helper';
import { JUNK_SWEEP_TIMEOUT, junkFailures } from '../../test/junk-bodies';

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
    expect(data.storefront_url).toBe(`${t.app.config.appUrl}/loja/${data.token}`);
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

describe('GET /api/v1/businesses/{id} and the business in GET /api/v1/me', () => {
  const get = (path: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url: `/api/v1${path}`, headers });

  it('a member (a waiter too) and a platform admin read it with its storefront_url; /me carries the current business', async () => {
    const owner = await createUser(t.app);
    const business = await createBusinessFor(t.app, owner, { name: 'Cantina Aberta' });
    const waiter = await createUser(t.app);
    await addEmployee(t.app, business, waiter, { permissions: ['manage_orders'] });
    for (const caller of [owner, waiter, await createUser(t.app, { isAdmin: true })]) {
      const res = await get(`/businesses/${business.id}`, caller.headers);
      expect(res.statusCode).toBe(200);
      expect(res.json<{ data: Business }>().data).toMatchObject({ id: business.id, name: 'Cantina Aberta', storefront_url: `${t.app.config.appUrl}/loja/${business.token}` });
    }
    const me = (await get('/me', owner.headers)).json<{ data: { id: number; business: Business | null } }>().data;
    expect(me).toMatchObject({ id: owner.id, current_business_id: business.id, business: { id: business.id, storefront_url: `${t.app.config.appUrl}/loja/${business.token}` } });
    const nobody = await createUser(t.app);
    expect((await get('/me', nobody.headers)).json().data.business).toBeNull();
  });

  it('answers 401 without a session, 404 for another business or a missing one (the same answer), 422 for an id no row can have, 403 when blocked', async () => {
    const owner = await createUser(t.app);
    const business = await createBusinessFor(t.app, owner);
    const stranger = await createUser(t.app);
    await createBusinessFor(t.app, stranger);
    expect((await get(`/businesses/${business.id}`, {})).statusCode).toBe(401);
    expect((await get('/me', {})).statusCode).toBe(401);
    const theirs = await get(`/businesses/${business.id}`, stranger.headers);
    expect(theirs.statusCode).toBe(404);
    expect((await get('/businesses/999999', stranger.headers)).json()).toEqual(theirs.json());
    expect((await get('/businesses/abc', owner.headers)).statusCode).toBe(422);
    await blockBusiness(t.app, business);
    expect((await get(`/businesses/${business.id}`, owner.headers)).json()).toMatchObject({ code: 'business_blocked' });
  });
});

describe('PUT /api/v1/businesses/{id} (the business page)', () => {
  const url = (id: number | string) => `/api/v1/businesses/${id}`;
  const put = (id: number | string, headers: Record<string, string>, payload: unknown) =>
    t.app.inject({ method: 'PUT', url: url(id), headers, payload: payload as object });
  const current = async (headers: Record<string, string>) =>
    (await t.app.inject({ method: 'GET', url: '/api/v1/businesses/current', headers })).json<{ data: Business }>().data;

  async function owned() {
    const owner = await createUser(t.app);
    const business = await createBusinessFor(t.app, owner);
    return { owner, business };
  }

  it('saves the whole page, stores the CNPJ as digits, bumps profile_version and writes the audit trail', async () => {
    const { owner, business } = await owned();
    const res = await put(
      business.id,
      owner.headers,
      validProfileBody({
        name: 'Cantina Nova',
        segment: 'pizzeria',
        whatsapp: '11 3333-4444',
        document: '11.222.333/0001-81',
        zipcode: '20040020',
        address_street: 'Rua da Assembleia',
        address_complement: 'Loja 2',
        district: 'Centro',
        city: 'Rio de Janeiro',
        state: 'rj',
        timezone: 'America/Manaus',
        slug: 'cantina-nova',
        is_checkout_enabled: true,
      }),
    );
    expect(res.statusCode).toBe(200);
    const expected = {
      id: business.id,
      name: 'Cantina Nova',
      segment: 'pizzeria',
      whatsapp: '+551133334444',
      email: 'contato@cantinadanonna.com.br',
      document: '11222333000181',
      zipcode: '20040-020',
      address_street: 'Rua da Assembleia',
      address_complement: 'Loja 2',
      district: 'Centro',
      city: 'Rio de Janeiro',
      state: 'RJ',
      timezone: 'America/Manaus',
      slug: 'cantina-nova',
      is_checkout_enabled: true,
      profile_version: 1,
    };
    expect(res.json().data).toMatchObject(expected);
    expect(await current(owner.headers)).toMatchObject(expected);
    // The public menu's link (issue 33) is the slug's, on the app's own origin.
    expect(res.json().data.storefront_url).toBe(`${t.app.config.appUrl}/loja/cantina-nova`);
    const audit = await t.app.db.select().from(auditLog).where(eq(auditLog.businessId, business.id));
    expect(audit.map((a) => [a.action, a.actorUserId])).toEqual([['business.update', owner.id]]);
    expect(audit[0]!.before).toMatchObject({ name: business.name, slug: null, document: null });
    expect(audit[0]!.after).toMatchObject({ name: 'Cantina Nova', slug: 'cantina-nova', document: '11222333000181' });
  });

  it('clears e-mail, CPF/CNPJ, complement and slug sent empty, null or left out; a CPF is accepted too', async () => {
    const { owner, business } = await owned();
    const first = await put(business.id, owner.headers, validProfileBody({ document: '529.982.247-25', slug: 'nonna', address_complement: 'Fundos' }));
    expect(first.json().data).toMatchObject({ document: '52998224725', slug: 'nonna', address_complement: 'Fundos' });
    const { email: _e, document: _d, ...withoutThem } = validProfileBody({ slug: null, address_complement: '', version: 1 });
    const cleared = await put(business.id, owner.headers, withoutThem);
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().data).toMatchObject({ email: null, document: null, slug: null, address_complement: null, profile_version: 2 });
    // Without a slug the public menu's link falls back to the token, which every business has.
    expect(first.json().data.storefront_url).toBe(`${t.app.config.appUrl}/loja/nonna`);
    expect(cleared.json().data.storefront_url).toBe(`${t.app.config.appUrl}/loja/${business.token}`);
  });

  it('answers 422 with the spec message on each field, in Portuguese and in English', async () => {
    const { owner, business } = await owned();
    const cases: Array<[Record<string, unknown>, string, string, string]> = [
      [{ name: '' }, 'name', 'O campo nome é obrigatório', 'The name field is required'],
      [{ slug: 'Cantina_Nova' }, 'slug', 'Slug deve ter APENAS letras.', 'Slug must have ONLY letters.'],
      [{ slug: 'cantina--nova' }, 'slug', 'Slug deve ter APENAS letras.', 'Slug must have ONLY letters.'],
      [{ document: '11.222.333/0001-82' }, 'document', 'O CPF ou CNPJ informado não é válido. Confira os dígitos', 'The CPF or CNPJ given is not valid. Check the digits'],
      [{ document: '529.982.247-24' }, 'document', 'O CPF ou CNPJ informado não é válido. Confira os dígitos', 'The CPF or CNPJ given is not valid. Check the digits'],
      [{ email: 'contato@' }, 'email', 'O campo e-mail deve ser um e-mail válido', 'The email field must be a valid email'],
      [{ zipcode: '0131' }, 'zipcode', 'O campo CEP deve ter 8 dígitos', 'The ZIP code field must have 8 digits'],
      [{ whatsapp: '123' }, 'whatsapp', 'O campo WhatsApp deve ser um número de telefone válido, com DDD', 'The WhatsApp field must be a valid phone number, with area code'],
      [{ timezone: 'Europe/Lisbon' }, 'timezone', 'O valor selecionado para o campo fuso horário é inválido', 'The selected time zone is invalid'],
      [{ address_street: '' }, 'address_street', 'O campo rua é obrigatório', 'The street field is required'],
      [{ version: undefined }, 'version', 'O campo versão é obrigatório', 'The version field is required'],
    ];
    for (const [patch, field, pt, en] of cases) {
      const resPt = await put(business.id, owner.headers, validProfileBody(patch));
      expect(resPt.statusCode, field).toBe(422);
      expect(resPt.json().errors, field).toEqual({ [field]: [pt] });
      const resEn = await put(business.id, { ...owner.headers, 'accept-language': 'en' }, validProfileBody(patch));
      expect(resEn.json().errors, field).toEqual({ [field]: [en] });
    }
    // The delivery fee belongs to the delivery areas page, the plan to the platform: neither is taken here.
    for (const extra of [{ delivery_fee: 500 }, { plan: 'pro' }]) expect((await put(business.id, owner.headers, { ...validProfileBody(), ...extra })).statusCode).toBe(422);
    expect((await current(owner.headers)).profile_version).toBe(0);
  });

  it('answers 422 on slug, with a clear message, when another business has it', async () => {
    const a = await owned();
    const b = await owned();
    expect((await put(a.business.id, a.owner.headers, validProfileBody({ slug: 'cantina-unica' }))).statusCode).toBe(200);
    const taken = await put(b.business.id, b.owner.headers, validProfileBody({ slug: 'cantina-unica' }));
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toEqual({ slug: ['Este link já é usado por outro negócio. Escolha outro.'] });
    const en = await put(b.business.id, { ...b.owner.headers, 'accept-language': 'en' }, validProfileBody({ slug: 'cantina-unica' }));
    expect(en.json().errors).toEqual({ slug: ['This link is already used by another business. Choose another one.'] });
    // Nothing of b's page was saved, and no audit entry was left by the refused save.
    expect(await current(b.owner.headers)).toMatchObject({ slug: null, profile_version: 0 });
    expect(await t.app.db.select().from(auditLog).where(eq(auditLog.businessId, b.business.id))).toEqual([]);
    // Keeping its own slug is no conflict.
    expect((await put(a.business.id, a.owner.headers, validProfileBody({ slug: 'cantina-unica', version: 1 }))).statusCode).toBe(200);
  });

  it('two businesses asking for the same free slug at once: the unique index gives it to one, the other gets 422', async () => {
    const a = await owned();
    const b = await owned();
    const body = validProfileBody({ slug: 'disputada' });
    const results = await Promise.all([put(a.business.id, a.owner.headers, body), put(b.business.id, b.owner.headers, body)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 422]);
  });

  it('a save over a stale version is refused with 409 and the stored page is untouched', async () => {
    const { owner, business } = await owned();
    expect((await put(business.id, owner.headers, validProfileBody({ name: 'Primeira' }))).statusCode).toBe(200);
    const stale = await put(business.id, owner.headers, validProfileBody({ name: 'Atrasada' }));
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(
      'Os dados do negócio foram alterados por outra pessoa enquanto você editava. Recarregue a página para ver a versão atual.',
    );
    expect(await current(owner.headers)).toMatchObject({ name: 'Primeira', profile_version: 1 });
  });

  it('two saves of the same version at once: the database lets exactly one win, never a mix', async () => {
    const { owner, business } = await owned();
    const one = validProfileBody({ name: 'Versão A', city: 'Campinas' });
    const other = validProfileBody({ name: 'Versão B', city: 'Santos' });
    const [a, b] = await Promise.all([put(business.id, owner.headers, one), put(business.id, owner.headers, other)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const winner = a.statusCode === 200 ? one : other;
    expect(await current(owner.headers)).toMatchObject({ name: winner.name, city: winner.city, profile_version: 1 });
  });

  it('lets a staff member with manage_settings and a platform admin save', async () => {
    const { business } = await owned();
    const manager = await createUser(t.app);
    await addEmployee(t.app, business, manager, { role: 'user', permissions: ['manage_settings'] });
    const res = await put(business.id, manager.headers, validProfileBody({ name: 'Gerida' }));
    expect(res.statusCode).toBe(200);
    expect(res.json().data.name).toBe('Gerida');
    const admin = await createUser(t.app, { isAdmin: true });
    expect((await put(business.id, admin.headers, validProfileBody({ name: 'Pelo admin', version: 1 }))).statusCode).toBe(200);
  });

  it('answers 401 without a session, 403 without manage_settings, 403 when blocked', async () => {
    const { owner, business } = await owned();
    const waiter = await createUser(t.app);
    await addEmployee(t.app, business, waiter, { permissions: ['manage_orders'] });
    const anon = await put(business.id, {}, validProfileBody());
    expect(anon.statusCode).toBe(401);
    const denied = await put(business.id, waiter.headers, validProfileBody());
    expect(denied.statusCode).toBe(403);
    expect(denied.json().message).toBe('Você não tem permissão para fazer isso.');
    await blockBusiness(t.app, business);
    expect((await put(business.id, owner.headers, validProfileBody())).json()).toEqual({
      message: 'O acesso a este negócio está bloqueado. Fale com o suporte do Comanda.',
      code: 'business_blocked',
    });
  });

  it('answers 404 for another business or a missing one, the same way, and changes nothing there', async () => {
    const { owner } = await owned();
    const other = await owned();
    const res = await put(other.business.id, owner.headers, validProfileBody({ name: 'Hack' }));
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Não encontrado.' });
    const missing = await put(999999, owner.headers, validProfileBody({ name: 'Hack' }));
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual(res.json());
    expect((await current(other.owner.headers)).name).toBe(other.business.name);
  });

  it('answers 422 or 404, never 500, for an id no row can have; 400 to malformed JSON', async () => {
    const { owner, business } = await owned();
    for (const bad of ['abc', '0', '1.5', '99999999999']) {
      for (const [method, path] of [['PUT', url(bad)], ['DELETE', `${url(bad)}/logo`]] as const) {
        const res = await t.app.inject({ method, url: path, headers: owner.headers, ...(method === 'PUT' ? { payload: validProfileBody() } : {}) });
        expect([404, 422], `${method} ${path} → ${res.statusCode}`).toContain(res.statusCode);
      }
    }
    const malformed = await t.app.inject({ method: 'PUT', url: url(business.id), headers: { ...owner.headers, 'content-type': 'application/json' }, payload: '{' });
    expect(malformed.statusCode).toBe(400);
  });

  it('junk bodies never answer 5xx', async () => {
    const { owner, business } = await owned();
    const route = { method: 'PUT' as const, url: `/businesses/${business.id}`, body: validProfileBody({ slug: 'junk-sweep' }) };
    expect(await junkFailures(t.app, [route], owner.headers)).toEqual([]);
  }, JUNK_SWEEP_TIMEOUT);
});
