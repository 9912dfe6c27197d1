import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { DEFAULT_PAYMENT_METHODS } from '@comanda/domain/business/payment-settings';
import { auditLog, businesses } from '../../../db/schema/index';
import { addEmployee, blockBusiness, createBusinessFor, createUser } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/helper';
import { JUNK_SWEEP_TIMEOUT, junkFailures } from '../../../test/junk-bodies';

// v1/businesses/{id}/payment-methods (GET, PUT) and v1/businesses/{id}/fee (POST): issue 14.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_MAX_PER_MINUTE: '100000' });
});
afterAll(async () => t.close());

type Headers = Record<string, string>;
const methodsUrl = (id: number) => `/api/v1/businesses/${id}/payment-methods`;
const feeUrl = (id: number) => `/api/v1/businesses/${id}/fee`;
const get = (id: number, headers: Headers) => t.app.inject({ method: 'GET', url: methodsUrl(id), headers });
const put = (id: number, headers: Headers, payload: unknown) => t.app.inject({ method: 'PUT', url: methodsUrl(id), headers, payload: payload as object });
const postFee = (id: number, headers: Headers, payload: unknown) => t.app.inject({ method: 'POST', url: feeUrl(id), headers, payload: payload as object });

const METHODS = { delivery: ['pix', 'card'], retirada: ['money', 'pix'], local: ['card', 'money', 'pix', 'mercado_pago'] };
const methodsBody = (patch: Record<string, unknown> = {}) => ({ payment_methods: METHODS, pix_key_type: 'cpf', pix_key: '123.456.789-09', version: 0, ...patch });
const feeBody = (patch: Record<string, unknown> = {}) => ({ type: 'percentage', value: 3.5, passed_to_customer: true, version: 0, ...patch });

async function owned() {
  const owner = await createUser(t.app);
  const business = await createBusinessFor(t.app, owner);
  return { owner, business };
}

/** 401 without a session, 403 to a member without manage_settings, 404 for another business, 403 blocked. */
async function expectGuarded(send: (id: number, headers: Headers) => Promise<{ statusCode: number; json: () => unknown }>) {
  const { owner, business } = await owned();
  const other = await owned();
  const waiter = await createUser(t.app);
  await addEmployee(t.app, business, waiter, { permissions: ['manage_orders', 'manage_menu'] });
  expect((await send(business.id, {})).statusCode).toBe(401);
  expect((await send(business.id, waiter.headers)).statusCode).toBe(403);
  expect((await send(other.business.id, owner.headers)).statusCode).toBe(404);
  await blockBusiness(t.app, business);
  expect((await send(business.id, owner.headers)).json()).toMatchObject({ code: 'business_blocked' });
}

describe('GET /api/v1/businesses/{id}/payment-methods', () => {
  it('a new business takes card, cash and Pix on every order type, with no Pix key and no card fee', async () => {
    const { owner, business } = await owned();
    const res = await get(business.id, owner.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ payment_methods: DEFAULT_PAYMENT_METHODS, pix_key_type: null, pix_key: null, card_fee: null, version: 0 });
  });

  it('answers 401, 403 without manage_settings, 404 for another business, 422 on a bad id', async () => {
    await expectGuarded(get);
    const { owner } = await owned();
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/businesses/abc/payment-methods', headers: owner.headers })).statusCode).toBe(422);
  });
});

describe('PUT /api/v1/businesses/{id}/payment-methods', () => {
  it('saves the methods per order type and the Pix key in its DICT form, bumps the version and writes the audit trail', async () => {
    const { owner, business } = await owned();
    const res = await put(business.id, owner.headers, methodsBody());
    expect(res.statusCode).toBe(200);
    const saved = {
      payment_methods: { delivery: ['card', 'pix'], retirada: ['money', 'pix'], local: ['card', 'money', 'pix', 'mercado_pago'] },
      pix_key_type: 'cpf',
      pix_key: '12345678909',
      card_fee: null,
      version: 1,
    };
    expect(res.json().data).toEqual(saved);
    expect((await get(business.id, owner.headers)).json().data).toEqual(saved);
    const current = await t.app.inject({ method: 'GET', url: '/api/v1/businesses/current', headers: owner.headers });
    expect(current.json().data).toMatchObject({ payment_methods: saved.payment_methods, has_pix_key: true, card_fee: null });
    expect(current.json().data).not.toHaveProperty('pix_key');
    const audit = await t.app.db.select().from(auditLog).where(eq(auditLog.businessId, business.id));
    expect(audit.map((a) => [a.action, (a.before as { pix_key: unknown }).pix_key, (a.after as { pix_key: unknown }).pix_key])).toEqual([
      ['payment_methods.update', null, '12345678909'],
    ]);
  });

  it('removes the Pix key when both the key and its kind are null', async () => {
    const { owner, business } = await owned();
    await put(business.id, owner.headers, methodsBody());
    const res = await put(business.id, owner.headers, methodsBody({ pix_key_type: null, pix_key: null, version: 1 }));
    expect(res.json().data).toMatchObject({ pix_key_type: null, pix_key: null, version: 2 });
  });

  it('answers 422 on the field at fault, in the caller language, and saves nothing', async () => {
    const { owner, business } = await owned();
    const none = await put(business.id, owner.headers, methodsBody({ payment_methods: { ...METHODS, retirada: [] } }));
    expect(none.statusCode).toBe(422);
    expect(none.json().errors).toEqual({ 'payment_methods.retirada': ['Escolha pelo menos uma forma de pagamento para este tipo de pedido'] });
    const badKey = await put(business.id, owner.headers, methodsBody({ pix_key_type: 'phone', pix_key: '(11) 3000-0000' }));
    expect(badKey.json().errors).toEqual({ pix_key: ['Chave Pix inválida: informe um celular com DDD, como (11) 98765-4321'] });
    const en = await put(business.id, { ...owner.headers, 'accept-language': 'en' }, methodsBody({ pix_key: '123.456.789-00' }));
    expect(en.json().errors).toEqual({ pix_key: ['Invalid Pix key: check the 11 digits of the CPF'] });
    const noType = await put(business.id, owner.headers, methodsBody({ pix_key_type: null }));
    expect(noType.json().errors).toEqual({ pix_key_type: ['O campo tipo de chave Pix é obrigatório'] });
    const unknown = await put(business.id, owner.headers, methodsBody({ payment_methods: { ...METHODS, local: ['cheque'] } }));
    expect(Object.keys(unknown.json().errors)).toEqual(['payment_methods.local.0']);
    expect((await get(business.id, owner.headers)).json().data.version).toBe(0);
  });

  it('a save over a stale version is refused with 409 and the stored settings are untouched', async () => {
    const { owner, business } = await owned();
    expect((await put(business.id, owner.headers, methodsBody())).statusCode).toBe(200);
    const stale = await put(business.id, owner.headers, methodsBody({ payment_methods: DEFAULT_PAYMENT_METHODS }));
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(
      'As formas de pagamento ou a taxa do cartão foram alteradas por outra pessoa enquanto você editava. Recarregue a página para ver a versão atual.',
    );
    expect((await get(business.id, owner.headers)).json().data).toMatchObject({ payment_methods: { delivery: ['card', 'pix'] }, version: 1 });
  });

  it('two saves of the same version at the same moment: exactly one wins, never a mix', async () => {
    const { owner, business } = await owned();
    const cashOnly = { delivery: ['money'], retirada: ['money'], local: ['money'] };
    const pixOnly = { delivery: ['pix'], retirada: ['pix'], local: ['pix'] };
    const [a, b] = await Promise.all([
      put(business.id, owner.headers, methodsBody({ payment_methods: cashOnly, pix_key_type: null, pix_key: null })),
      put(business.id, owner.headers, methodsBody({ payment_methods: pixOnly })),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const data = (await get(business.id, owner.headers)).json().data;
    expect(data).toEqual(a.statusCode === 200 ? a.json().data : b.json().data);
    expect(data.payment_methods).toEqual(a.statusCode === 200 ? cashOnly : pixOnly);
    expect(data.version).toBe(1);
  });

  it('answers 401, 403 without manage_settings, 404 for another business, 403 when blocked', async () => {
    await expectGuarded((id, headers) => put(id, headers, methodsBody()));
  });

  it(
    'junk bodies never answer 5xx',
    async () => {
      const { owner, business } = await owned();
      const route = { method: 'PUT' as const, url: `/businesses/${business.id}/payment-methods`, body: methodsBody() };
      expect(await junkFailures(t.app, [route], owner.headers)).toEqual([]);
      // junkFailures reaches one level down; the lists of each order type sit deeper.
      for (const junk of [null, 1, '', 'x'.repeat(20_000), [], {}, [null], [1], ['pix', {}]]) {
        const res = await put(business.id, owner.headers, methodsBody({ payment_methods: { ...METHODS, delivery: junk } }));
        expect(res.statusCode).toBe(422);
      }
    },
    JUNK_SWEEP_TIMEOUT,
  );
});

describe('POST /api/v1/businesses/{id}/fee', () => {
  it('sets a 3,5% fee passed to the customer: the wire value is the percentage, stored in hundredths', async () => {
    const { owner, business } = await owned();
    const res = await postFee(business.id, owner.headers, feeBody());
    expect(res.statusCode).toBe(200);
    const fee = { id: business.id, type: 'percentage', value: 3.5, passed_to_customer: true };
    expect(res.json().data).toMatchObject({ card_fee: fee, version: 1 });
    const current = await t.app.inject({ method: 'GET', url: '/api/v1/businesses/current', headers: owner.headers });
    expect(current.json().data.card_fee).toEqual(fee);
    const [row] = await t.app.db.select({ value: businesses.cardFeeValue }).from(businesses).where(eq(businesses.id, business.id));
    expect(row?.value).toBe(350);
    const audit = await t.app.db.select().from(auditLog).where(eq(auditLog.businessId, business.id));
    expect(audit.map((a) => a.action)).toEqual(['card_fee.update']);
  });

  it('a fixed fee in centavos; type null or value 0 removes the fee', async () => {
    const { owner, business } = await owned();
    const fixed = await postFee(business.id, owner.headers, feeBody({ type: 'fixed', value: 150, passed_to_customer: false }));
    expect(fixed.json().data.card_fee).toEqual({ id: business.id, type: 'fixed', value: 150, passed_to_customer: false });
    const zero = await postFee(business.id, owner.headers, feeBody({ value: 0, version: 1 }));
    expect(zero.json().data).toMatchObject({ card_fee: null, version: 2 });
    await postFee(business.id, owner.headers, feeBody({ version: 2 }));
    const none = await postFee(business.id, owner.headers, { type: null, version: 3 });
    expect(none.json().data).toMatchObject({ card_fee: null, version: 4 });
  });

  it('methods and fee share the version: the page saves one after the other with the version each answers', async () => {
    const { owner, business } = await owned();
    const methods = await put(business.id, owner.headers, methodsBody());
    expect((await postFee(business.id, owner.headers, feeBody())).statusCode).toBe(409);
    const fee = await postFee(business.id, owner.headers, feeBody({ version: methods.json().data.version }));
    expect(fee.json().data).toMatchObject({ pix_key: '12345678909', card_fee: { value: 3.5 }, version: 2 });
  });

  it('answers 422 on value with the rule at fault, in the caller language, and saves nothing', async () => {
    const { owner, business } = await owned();
    expect((await postFee(business.id, owner.headers, feeBody({ value: 35 }))).json()).toMatchObject({ errors: { value: ['A taxa do cartão deve ser de no máximo 20%'] } });
    expect((await postFee(business.id, owner.headers, feeBody({ value: 3.555 }))).json().errors).toEqual({ value: ['O campo taxa do cartão aceita no máximo duas casas decimais'] });
    const en = await postFee(business.id, { ...owner.headers, 'accept-language': 'en' }, feeBody({ type: 'fixed', value: 100_01 }));
    expect(en.statusCode).toBe(422);
    expect(en.json().errors).toEqual({ value: ['The fixed card fee must be at most R$100.00'] });
    expect(Object.keys((await postFee(business.id, owner.headers, feeBody({ type: 'percent' }))).json().errors)).toEqual(['type']);
    expect((await get(business.id, owner.headers)).json().data).toMatchObject({ card_fee: null, version: 0 });
  });

  it('a stale version answers 409; two saves of the same version: one wins', async () => {
    const { owner, business } = await owned();
    expect((await postFee(business.id, owner.headers, feeBody())).statusCode).toBe(200);
    expect((await postFee(business.id, owner.headers, feeBody({ value: 2 }))).statusCode).toBe(409);
    const [a, b] = await Promise.all([
      postFee(business.id, owner.headers, feeBody({ value: 4, version: 1 })),
      postFee(business.id, owner.headers, feeBody({ type: 'fixed', value: 99, version: 1 })),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const winner = a.statusCode === 200 ? a : b;
    expect((await get(business.id, owner.headers)).json().data).toEqual(winner.json().data);
  });

  it('answers 401, 403 without manage_settings, 404 for another business, 403 when blocked', async () => {
    await expectGuarded((id, headers) => postFee(id, headers, feeBody()));
  });

  it(
    'junk bodies never answer 5xx',
    async () => {
      const { owner, business } = await owned();
      const routes = [
        { method: 'POST' as const, url: `/businesses/${business.id}/fee`, body: feeBody() },
        { method: 'POST' as const, url: `/businesses/${business.id}/fee`, body: feeBody({ type: 'fixed', value: 150 }) },
      ];
      expect(await junkFailures(t.app, routes, owner.headers)).toEqual([]);
    },
    JUNK_SWEEP_TIMEOUT,
  );
});
