import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { DEFAULT_GENERAL_SETTINGS } from '@comanda/domain/business/general-settings';
import { auditLog, businesses } from '../../../db/schema/index';
import { addEmployee, blockBusiness, createBusinessFor, createUser } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/helper';
import { junkFailures } from '../../../test/junk-bodies';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_MAX_PER_MINUTE: '100000' });
});
afterAll(async () => t.close());

const SETTINGS = {
  waiter_service_charge: 10,
  service_charge_default: { mesa: true, balcao: true },
  min_order_value: 2000,
  auto_accept_orders: true,
  sound_alert: false,
  order_number_reset: 'never',
  preparation_minutes: 45,
  closed_message: 'Hoje abrimos mais tarde por causa do jogo.',
  scheduled_orders: true,
};
const body = (patch: Record<string, unknown> = {}) => ({ ...SETTINGS, version: 0, ...patch });

const url = (id: number) => `/api/v1/businesses/${id}/general-settings`;
const get = (id: number, headers: Record<string, string>) => t.app.inject({ method: 'GET', url: url(id), headers });
const put = (id: number, headers: Record<string, string>, payload: unknown) => t.app.inject({ method: 'PUT', url: url(id), headers, payload: payload as object });
const current = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/v1/businesses/current', headers });

async function owned() {
  const owner = await createUser(t.app);
  const business = await createBusinessFor(t.app, owner);
  return { owner, business };
}

describe('GET /api/v1/businesses/{id}/general-settings', () => {
  it('a new business: no service charge, no minimum, accepted by hand with a sound, numbered daily, 30 minutes', async () => {
    const { owner, business } = await owned();
    const res = await get(business.id, owner.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ ...DEFAULT_GENERAL_SETTINGS, version: 0 });
  });

  it('answers 401 without a session, 403 without manage_settings, 404 to a stranger, 422 on a bad id', async () => {
    const { owner, business } = await owned();
    const waiter = await createUser(t.app);
    const stranger = await createUser(t.app);
    await addEmployee(t.app, business, waiter, { permissions: ['manage_orders', 'manage_menu'] });
    expect((await get(business.id, {})).statusCode).toBe(401);
    expect((await get(business.id, waiter.headers)).statusCode).toBe(403);
    expect((await get(business.id, stranger.headers)).statusCode).toBe(404);
    const bad = await t.app.inject({ method: 'GET', url: '/api/v1/businesses/abc/general-settings', headers: owner.headers });
    expect(bad.statusCode).toBe(422);
  });

  it('an employee granted manage_settings reads them', async () => {
    const { business } = await owned();
    const manager = await createUser(t.app);
    await addEmployee(t.app, business, manager, { permissions: ['manage_settings'] });
    expect((await get(business.id, manager.headers)).statusCode).toBe(200);
  });
});

describe('PUT /api/v1/businesses/{id}/general-settings', () => {
  it('saves every setting, stores 10% as 1000 hundredths, bumps the version and writes the audit trail', async () => {
    const { owner, business } = await owned();
    const res = await put(business.id, owner.headers, body());
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ ...SETTINGS, version: 1 });
    expect((await get(business.id, owner.headers)).json().data).toEqual({ ...SETTINGS, version: 1 });
    const [row] = await t.app.db.select({ charge: businesses.waiterServiceCharge }).from(businesses).where(eq(businesses.id, business.id));
    expect(row?.charge).toBe(1000);
    const audit = await t.app.db.select().from(auditLog).where(eq(auditLog.businessId, business.id));
    expect(audit.map((a) => [a.action, (a.before as { waiter_service_charge: unknown }).waiter_service_charge, (a.after as { waiter_service_charge: unknown }).waiter_service_charge])).toEqual([
      ['general_settings.update', null, 10],
    ]);
  });

  it('the business resource carries them: the spec shape of the service charge and the order settings', async () => {
    const { owner, business } = await owned();
    await put(business.id, owner.headers, body({ waiter_service_charge: 12.5 }));
    const data = (await current(owner.headers)).json().data;
    expect(data.waiter_service_charge).toEqual({ id: business.id, value: 12.5 });
    // Every setting but the service charge's percentage, which has its spec shape above, and the public menu's note.
    const { waiter_service_charge: _percent, closed_message: _note, scheduled_orders: _scheduled, ...orderSettings } = SETTINGS;
    expect(data.general_settings).toEqual(orderSettings);
  });

  it('the service charge starts on at tables and off at the counter until the business says otherwise (issue 31)', async () => {
    const { owner, business } = await owned();
    expect((await current(owner.headers)).json().data.general_settings.service_charge_default).toEqual({ mesa: true, balcao: false });
    const saved = await put(business.id, owner.headers, body({ service_charge_default: { mesa: false, balcao: true } }));
    expect(saved.json().data.service_charge_default).toEqual({ mesa: false, balcao: true });
    expect((await current(owner.headers)).json().data.general_settings.service_charge_default).toEqual({ mesa: false, balcao: true });
    const missing = await put(business.id, owner.headers, { ...body({ version: 1 }), service_charge_default: { mesa: true } });
    expect(missing.statusCode).toBe(422);
    expect(Object.keys(missing.json().errors)).toEqual(['service_charge_default.balcao']);
  });

  it('a blank message while closed is none; a message is kept trimmed', async () => {
    const { owner, business } = await owned();
    const kept = await put(business.id, owner.headers, body({ closed_message: '  Voltamos amanhã!  ' }));
    expect(kept.json().data.closed_message).toBe('Voltamos amanhã!');
    const blank = await put(business.id, owner.headers, body({ closed_message: '   ', version: 1 }));
    expect(blank.json().data.closed_message).toBeNull();
  });

  it('a service charge of 0 or null is none: stored null, and the business shows none', async () => {
    const { owner, business } = await owned();
    expect((await put(business.id, owner.headers, body())).statusCode).toBe(200);
    const zero = await put(business.id, owner.headers, body({ waiter_service_charge: 0, version: 1 }));
    expect(zero.json().data.waiter_service_charge).toBeNull();
    expect((await current(owner.headers)).json().data.waiter_service_charge).toBeNull();
    const none = await put(business.id, owner.headers, body({ waiter_service_charge: null, version: 2 }));
    expect(none.json().data).toMatchObject({ waiter_service_charge: null, version: 3 });
  });

  it('answers 422 with the message on the field at fault, in the caller language, and saves nothing', async () => {
    const { owner, business } = await owned();
    const over = await put(business.id, owner.headers, body({ waiter_service_charge: 150 }));
    expect(over.statusCode).toBe(422);
    expect(over.json().errors).toEqual({ waiter_service_charge: ['O campo taxa de serviço do garçom precisa ser 100 ou menor'] });
    const decimals = await put(business.id, { ...owner.headers, 'accept-language': 'en' }, body({ waiter_service_charge: 12.345 }));
    expect(decimals.json().errors).toEqual({ waiter_service_charge: ['The waiter service charge field may have at most 2 decimal places'] });
    const minutes = await put(business.id, owner.headers, body({ preparation_minutes: 0, min_order_value: -100 }));
    expect(minutes.json().errors).toEqual({
      preparation_minutes: ['O campo tempo de preparo precisa ser 1 ou maior'],
      min_order_value: ['O campo valor mínimo do pedido precisa ser 0 ou maior'],
    });
    const note = await put(business.id, owner.headers, body({ closed_message: 'x'.repeat(201) }));
    expect(note.json().errors).toEqual({ closed_message: ['O campo mensagem quando fechado não deve ter mais que 200 caracteres'] });
    const reset = await put(business.id, owner.headers, body({ order_number_reset: 'weekly' }));
    expect(reset.json().errors).toEqual({ order_number_reset: ['O valor selecionado para o campo reinício da numeração é inválido'] });
    expect((await get(business.id, owner.headers)).json().data.version).toBe(0);
  });

  it('a save over a stale version is refused with 409, and the stored settings are untouched', async () => {
    const { owner, business } = await owned();
    expect((await put(business.id, owner.headers, body())).statusCode).toBe(200);
    const stale = await put(business.id, owner.headers, body({ waiter_service_charge: 5 }));
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(
      'As configurações gerais foram alteradas em outra janela ou por outra pessoa enquanto você editava. Recarregue a página para ver a versão atual.',
    );
    expect((await get(business.id, owner.headers)).json().data).toEqual({ ...SETTINGS, version: 1 });
  });

  it('two saves of the same version at the same moment: exactly one is kept whole, the other answers 409', async () => {
    const { owner, business } = await owned();
    const a = body({ waiter_service_charge: 10, min_order_value: 1000 });
    const b = body({ waiter_service_charge: 15, min_order_value: 5000, preparation_minutes: 90 });
    const [ra, rb] = await Promise.all([put(business.id, owner.headers, a), put(business.id, owner.headers, b)]);
    expect([ra.statusCode, rb.statusCode].sort()).toEqual([200, 409]);
    const { version: _version, ...winner } = ra.statusCode === 200 ? a : b;
    expect((await get(business.id, owner.headers)).json().data).toEqual({ ...winner, version: 1 });
  });

  it('answers 401, 403 without manage_settings, 404 for another business, 403 when blocked', async () => {
    const { owner, business } = await owned();
    const other = await owned();
    const waiter = await createUser(t.app);
    await addEmployee(t.app, business, waiter, { permissions: ['manage_orders', 'manage_menu'] });
    expect((await put(business.id, {}, body())).statusCode).toBe(401);
    expect((await put(business.id, waiter.headers, body())).statusCode).toBe(403);
    expect((await put(other.business.id, owner.headers, body())).statusCode).toBe(404);
    expect((await get(other.business.id, owner.headers)).statusCode).toBe(404);
    // Nothing of the other business changed.
    expect((await get(other.business.id, other.owner.headers)).json().data).toEqual({ ...DEFAULT_GENERAL_SETTINGS, version: 0 });
    await blockBusiness(t.app, business);
    expect((await put(business.id, owner.headers, body())).json()).toMatchObject({ code: 'business_blocked' });
  });

  it('junk bodies never answer 5xx', async () => {
    const { owner, business } = await owned();
    const route = { method: 'PUT' as const, url: `/businesses/${business.id}/general-settings`, body: body() };
    expect(await junkFailures(t.app, [route], owner.headers)).toEqual([]);
    // Numbers a float or a huge value could push past the integer column.
    for (const junk of [1e-7, 99.999, 100.001, 1e308, Number.MAX_SAFE_INTEGER, 0.1 + 0.2]) {
      expect((await put(business.id, owner.headers, body({ waiter_service_charge: junk }))).statusCode).toBeLessThan(500);
      expect((await put(business.id, owner.headers, body({ version: junk }))).statusCode).toBeLessThan(500);
    }
  });
});
