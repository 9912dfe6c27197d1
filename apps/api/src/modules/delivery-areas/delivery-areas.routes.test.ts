import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { DeliveryArea, DistrictDeliveryBodyInput, DistrictDeliveryResource } from '@comanda/domain/delivery/district-delivery';
import { WEEKDAYS } from '@comanda/domain/time/business-time';
import { auditLog, districtDeliveries } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/helper';
import { addEmployee, createBusinessFor, createUser, type TestUser } from '../../test/factories';
import { junkFailures } from '../../test/junk-bodies';
import type { BusinessRow } from '../../plugins/tenancy';

// v1/businesses/{id}/districts and …/district-delivery (issue 14, "Delivery areas and fees").

const SAO_PAULO = 3550308;

let t: TestApp;
let owner: TestUser;
let business: BusinessRow;
let waiter: TestUser;
let other: { owner: TestUser; business: BusinessRow };
let bairros: { moema: number; pinheiros: number; mooca: number };

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_MAX_PER_MINUTE: '100000' });
  owner = await createUser(t.app);
  business = await createBusinessFor(t.app, owner);
  waiter = await createUser(t.app);
  await addEmployee(t.app, business, waiter, { role: 'waiter', permissions: ['use_pdv'] });
  const otherOwner = await createUser(t.app);
  other = { owner: otherOwner, business: await createBusinessFor(t.app, otherOwner) };
  const add = async (name: string) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/core/regions/district', headers: owner.headers, payload: { city_id: SAO_PAULO, name } });
    return res.json<{ data: { id: number } }>().data.id;
  };
  bairros = { moema: await add('Moema'), pinheiros: await add('Pinheiros'), mooca: await add('Mooca') };
});
afterAll(async () => t.close());

type Who = { headers: Record<string, string> };
const url = (id = business.id) => `/api/v1/businesses/${id}/district-delivery`;
const read = (who: Who = owner, id = business.id) => t.app.inject({ method: 'GET', url: url(id), headers: who.headers });
const save = (payload: unknown, who: Who = owner, id = business.id) => t.app.inject({ method: 'PUT', url: url(id), headers: who.headers, payload: payload as object });
const current = async () => (await read()).json<{ data: DistrictDeliveryResource }>().data;

function body(overrides: Partial<DistrictDeliveryBodyInput> = {}): DistrictDeliveryBodyInput {
  return {
    version: 0,
    delivery_fee: 1000,
    delivers_outside: true,
    districts: [
      { district_id: bairros.moema, delivery_fee: 800, delivery_time: 40, minimum_order: 3000, free_delivery_from: 8000, days_of_week: ['friday', 'saturday'] },
      { district_id: bairros.pinheiros, delivery_fee: 600 },
    ],
    ...overrides,
  };
}

describe('GET and PUT district-delivery', () => {
  it('a new business delivers everywhere for its default fee, with no bairro listed, at version 0', async () => {
    const res = await read();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { version: 0, delivery_fee: 0, delivers_outside: true, districts: [] } });
  });

  it('PUT saves the list, the fee outside it and moves the version on; GET reads it back by name', async () => {
    const res = await save(body());
    expect(res.statusCode).toBe(200);
    const saved = res.json<{ data: DistrictDeliveryResource }>().data;
    expect(saved).toEqual({
      version: 1,
      delivery_fee: 1000,
      delivers_outside: true,
      districts: [
        {
          district_id: bairros.moema, district_name: 'Moema', city_id: SAO_PAULO, city_name: 'São Paulo', state_uf: 'SP',
          delivery_fee: 800, delivery_time: 40, minimum_order: 3000, free_delivery_from: 8000, days_of_week: ['friday', 'saturday'],
        },
        {
          district_id: bairros.pinheiros, district_name: 'Pinheiros', city_id: SAO_PAULO, city_name: 'São Paulo', state_uf: 'SP',
          delivery_fee: 600, delivery_time: null, minimum_order: 0, free_delivery_from: null, days_of_week: [...WEEKDAYS],
        },
      ],
    });
    expect(await current()).toEqual(saved);
    // The fee outside the list is the business's delivery_fee (spec §3).
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/businesses/current', headers: owner.headers });
    expect(me.json().data.delivery_fee).toBe(1000);
  });

  it('the list sent is the list kept: a bairro left out goes, one added comes, a fee changed changes', async () => {
    const { version } = await current();
    const res = await save({
      version,
      delivery_fee: 0,
      delivers_outside: false,
      districts: [
        { district_id: bairros.pinheiros, delivery_fee: 750 },
        { district_id: bairros.mooca, delivery_fee: 750 },
      ],
    });
    expect(res.statusCode).toBe(200);
    const saved = await current();
    expect(saved.delivers_outside).toBe(false);
    expect(saved.districts.map((d) => [d.district_name, d.delivery_fee])).toEqual([['Mooca', 750], ['Pinheiros', 750]]);
  });

  it('writes an audit row with the list before and after', async () => {
    const rows = await t.app.db.select().from(auditLog).where(and(eq(auditLog.businessId, business.id), eq(auditLog.action, 'district_delivery.update')));
    expect(rows.length).toBeGreaterThanOrEqual(2);
    const last = rows.at(-1)!;
    expect((last.before as DistrictDeliveryResource).districts.map((d) => d.district_name)).toEqual(['Moema', 'Pinheiros']);
    expect((last.after as DistrictDeliveryResource).districts.map((d) => d.district_name)).toEqual(['Mooca', 'Pinheiros']);
    expect(last.actorUserId).toBe(owner.id);
  });

  it('a save over an older version answers 409 and changes nothing', async () => {
    const before = await current();
    const res = await save(body({ version: before.version - 1 }));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain('Recarregue a página');
    expect(await current()).toEqual(before);
  });

  it('two saves fired at the same moment: one is kept whole, the other refused; no row lost or doubled', async () => {
    const { version } = await current();
    const first = body({ version, districts: [{ district_id: bairros.moema, delivery_fee: 100 }, { district_id: bairros.mooca, delivery_fee: 100 }] });
    const second = body({ version, districts: [{ district_id: bairros.pinheiros, delivery_fee: 200 }, { district_id: bairros.mooca, delivery_fee: 200 }] });
    const [a, b] = await Promise.all([save(first), save(second)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const winner = a.statusCode === 200 ? first : second;
    const saved = await current();
    expect(saved.version).toBe(version + 1);
    expect(saved.districts.map((d) => [d.district_id, d.delivery_fee]).sort()).toEqual(winner.districts.map((d) => [d.district_id, d.delivery_fee]).sort());
    const rows = await t.app.db.select().from(districtDeliveries).where(eq(districtDeliveries.businessId, business.id));
    expect(rows).toHaveLength(2);
  });

  it('an empty list with no delivery outside it is allowed: the business does not deliver', async () => {
    const { version } = await current();
    expect((await save({ version, delivery_fee: 0, delivers_outside: false, districts: [] })).statusCode).toBe(200);
    expect((await current()).districts).toEqual([]);
  });
});

describe('422 with field messages', () => {
  it('a bairro that does not exist, on its own row', async () => {
    const { version } = await current();
    const res = await save(body({ version, districts: [{ district_id: bairros.moema, delivery_fee: 1 }, { district_id: 999_999, delivery_fee: 1 }] }));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ 'districts.1.district_id': ['O valor selecionado para o campo bairro é inválido'] });
  });

  it('no weekday, a bairro twice, money that is not whole centavos — in the caller language too', async () => {
    const { version } = await current();
    const days = await save(body({ version, districts: [{ district_id: bairros.moema, delivery_fee: 1, days_of_week: [] }] }));
    expect(days.json().errors).toEqual({ 'districts.0.days_of_week': ['Escolha pelo menos um dia da semana para entregar neste bairro'] });
    const twice = await save(body({ version, districts: [{ district_id: bairros.moema, delivery_fee: 1 }, { district_id: bairros.moema, delivery_fee: 2 }] }));
    expect(twice.json().errors).toEqual({ districts: ['O campo bairros tem valores repetidos'] });
    const english = await createUser(t.app, { lang: 'en' });
    await addEmployee(t.app, business, english, { role: 'user', permissions: ['manage_settings'] });
    const fee = await save(body({ version, delivery_fee: 10.5 }), english);
    expect(fee.statusCode).toBe(422);
    expect(Object.keys(fee.json().errors)).toEqual(['delivery_fee']);
    expect(fee.json().errors.delivery_fee[0]).toMatch(/delivery fee/);
  });

  it('version is required', async () => {
    const { version: _, ...withoutVersion } = body();
    expect((await save(withoutVersion)).json().errors).toEqual({ version: ['O campo versão é obrigatório'] });
  });
});

describe('access', () => {
  it('401 without a session, on all three routes', async () => {
    expect((await read({ headers: {} })).statusCode).toBe(401);
    expect((await save(body(), { headers: {} })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/businesses/${business.id}/districts` })).statusCode).toBe(401);
  });

  it('403 for a member without manage_settings, who still reads the bairros and their fees (the PDV needs them)', async () => {
    expect((await read(waiter)).statusCode).toBe(403);
    expect((await save(body(), waiter)).statusCode).toBe(403);
    const list = await t.app.inject({ method: 'GET', url: `/api/v1/businesses/${business.id}/districts`, headers: waiter.headers });
    expect(list.statusCode).toBe(200);
    expect(list.json<{ data: DeliveryArea[] }>().data).toEqual((await current()).districts);
  });

  it("another business's id is 404 on all three routes, and its list is untouched", async () => {
    expect((await read(owner, other.business.id)).statusCode).toBe(404);
    expect((await save(body(), owner, other.business.id)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/businesses/${other.business.id}/districts`, headers: owner.headers })).statusCode).toBe(404);
    const theirs = await read(other.owner, other.business.id);
    expect(theirs.json<{ data: DistrictDeliveryResource }>().data).toEqual({ version: 0, delivery_fee: 0, delivers_outside: true, districts: [] });
  });
});

describe('junk bodies', () => {
  it('junk in any field of the body, or of a row, is a 4xx, never a 500', async () => {
    const { version } = await current();
    const valid = body({ version, districts: [{ district_id: bairros.moema, delivery_fee: 800, delivery_time: 40, minimum_order: 3000, free_delivery_from: 8000, days_of_week: ['friday'] }] });
    const failures = await junkFailures(t.app, [{ method: 'PUT', url: `/businesses/${business.id}/district-delivery`, body: valid as Record<string, unknown> }], owner.headers);
    expect(failures).toEqual([]);
  });
});
