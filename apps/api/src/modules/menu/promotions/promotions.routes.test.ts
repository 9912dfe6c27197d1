import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { PromotionResource } from '@comanda/domain/menu/product-pricing';
import type { PromotionInput } from '@comanda/domain/promotions/promotion';
import { businesses, productPromotions, users } from '../../../db/schema/index';
import { addEmployee, createUser } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/helper';
import { createOwner, insertProduct, insertPromotionRow, type Owner } from '../variations/options-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
const call = (owner: Owner, method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: owner.user.headers, ...(payload ? { payload } : {}) });
const data = (res: { json(): unknown }) => (res.json() as { data: PromotionResource }).data;

const tenPercent: PromotionInput = { type: 'percentage', discount_value: 10, start_date: null, end_date: null, days_of_week: [] };
const future: PromotionInput = { type: 'fixed', discount_value: 500, start_date: '2099-01-01', end_date: '2099-01-31', days_of_week: [] };

async function setup() {
  const owner = await createOwner(t.app);
  const product = await insertProduct(t.app, owner.business.id, { amount: 3000 });
  return { owner, product };
}

/** Trial over: the free plan with an expiry in the past keeps only the basic features. */
async function endTrial(businessId: number) {
  await t.app.db.update(businesses).set({ plan: 'free', planExpiresAt: new Date(Date.now() - 86_400_000) }).where(eq(businesses.id, businessId));
}

describe('GET /products/:id/promotions', () => {
  it('lists the promotions with their price and whether they run today', async () => {
    const { owner, product } = await setup();
    await insertPromotionRow(t.app, product, tenPercent);
    await insertPromotionRow(t.app, product, future);
    const res = await call(owner, 'GET', `/products/${product.id}/promotions`);
    expect(res.statusCode).toBe(200);
    const list = (res.json() as { data: PromotionResource[] }).data;
    expect(list.map((p) => [p.type, p.discount_value, p.running, p.promotional_price])).toEqual([
      ['percentage', 10, true, 2700],
      ['fixed', 500, false, 2500],
    ]);
  });
});

describe('POST /products/:id/promotions', () => {
  it('creates a promotion, switched on', async () => {
    const { owner, product } = await setup();
    const res = await call(owner, 'POST', `/products/${product.id}/promotions`, { ...future, days_of_week: ['friday', 'saturday'] });
    expect(res.statusCode).toBe(201);
    expect(data(res)).toMatchObject({
      product_id: product.id,
      type: 'fixed',
      discount_value: 500,
      start_date: '2099-01-01',
      end_date: '2099-01-31',
      days_of_week: ['friday', 'saturday'],
      active: true,
      running: false,
      promotional_price: 2500,
    });
  });

  it('answers 422 on end_date when it is before start_date', async () => {
    const { owner, product } = await setup();
    const res = await call(owner, 'POST', `/products/${product.id}/promotions`, { ...future, start_date: '2099-02-01', end_date: '2099-01-31' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ end_date: ['O campo data de término deve ser uma data posterior ou igual à data de início'] });
  });

  it('answers 422 on discount_value for a percentage above 100', async () => {
    const { owner, product } = await setup();
    const res = await call(owner, 'POST', `/products/${product.id}/promotions`, { ...tenPercent, discount_value: 101 });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ discount_value: ['O campo valor do desconto precisa ser 100 ou menor'] });
  });

  it('answers 403 when the trial is over (plan feature product_promotion), 201 on the pro plan', async () => {
    const { owner, product } = await setup();
    await endTrial(owner.business.id);
    const res = await call(owner, 'POST', `/products/${product.id}/promotions`, tenPercent);
    expect(res.statusCode).toBe(403);
    // The feature's code travels with the answer: the web app opens the upgrade prompt for it.
    expect(res.json()).toEqual({
      code: 'feature_unavailable',
      feature: 'product_promotion',
      message: 'O recurso Promoções de produtos não está incluído no seu plano. Faça o upgrade para usá-lo.',
    });
    expect(await t.app.db.select().from(productPromotions).where(eq(productPromotions.productId, product.id))).toEqual([]);

    await t.app.db.update(businesses).set({ plan: 'pro', planExpiresAt: null }).where(eq(businesses.id, owner.business.id));
    expect((await call(owner, 'POST', `/products/${product.id}/promotions`, tenPercent)).statusCode).toBe(201);
  });

  it('never gates a platform admin', async () => {
    const { owner, product } = await setup();
    await endTrial(owner.business.id);
    const admin = await createUser(t.app, { isAdmin: true });
    await t.app.db.update(users).set({ currentBusinessId: owner.business.id }).where(eq(users.id, admin.id));
    const res = await t.app.inject({ method: 'POST', url: `/api/v1/products/${product.id}/promotions`, headers: admin.headers, payload: tenPercent });
    expect(res.statusCode).toBe(201);
  });
});

describe('a promotion must leave the product a price (issue 13, decision 0009)', () => {
  const reaches = 'O desconto deve ser menor que o preço do produto: com ele, o produto sairia de graça';

  it('answers 422 on discount_value for a fixed discount equal to or above the price, and for 100%', async () => {
    const { owner, product } = await setup(); // R$ 30,00
    for (const body of [{ ...future, discount_value: 3000 }, { ...future, discount_value: 5000 }, { ...tenPercent, discount_value: 100 }]) {
      const res = await call(owner, 'POST', `/products/${product.id}/promotions`, body);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ discount_value: [reaches] });
    }
    expect(await t.app.db.select().from(productPromotions).where(eq(productPromotions.productId, product.id))).toEqual([]);
    expect((await call(owner, 'POST', `/products/${product.id}/promotions`, { ...future, discount_value: 2999 })).statusCode).toBe(201);
  });

  it('says it in English to an English caller, and when editing', async () => {
    const owner = await createOwner(t.app, 'en');
    const product = await insertProduct(t.app, owner.business.id, { amount: 3000 });
    const promotion = await insertPromotionRow(t.app, product, future);
    const res = await call(owner, 'PUT', `/products/${product.id}/promotions/${promotion.id}`, { ...future, discount_value: 3000 });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ discount_value: ["The discount must be less than the product's price: with it, the product would be free"] });
  });

  it('a product priced only by its options has no price to discount', async () => {
    const owner = await createOwner(t.app);
    const product = await insertProduct(t.app, owner.business.id, { amount: 0 });
    const res = await call(owner, 'POST', `/products/${product.id}/promotions`, tenPercent);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ discount_value: ['Este produto não tem preço próprio, só opções com preço: não há o que descontar'] });
  });

  it('a switched-off promotion that would take the whole price is not switched on', async () => {
    const { owner, product } = await setup();
    const promotion = await insertPromotionRow(t.app, product, { ...future, discount_value: 3000 });
    await t.app.db.update(productPromotions).set({ active: false }).where(eq(productPromotions.id, promotion.id));
    const res = await call(owner, 'PATCH', `/products/${product.id}/promotions/${promotion.id}/toggle`);
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['discount_value']);
  });
});

describe('PUT /products/:id/promotions/:promotionId', () => {
  it('replaces the rule', async () => {
    const { owner, product } = await setup();
    const promotion = await insertPromotionRow(t.app, product, future);
    const res = await call(owner, 'PUT', `/products/${product.id}/promotions/${promotion.id}`, { ...tenPercent, discount_value: 25 });
    expect(res.statusCode).toBe(200);
    expect(data(res)).toMatchObject({ id: promotion.id, type: 'percentage', discount_value: 25, start_date: null, running: true, promotional_price: 2250 });
  });

  it('answers 422 on end_date when it is before start_date', async () => {
    const { owner, product } = await setup();
    const promotion = await insertPromotionRow(t.app, product, future);
    const res = await call(owner, 'PUT', `/products/${product.id}/promotions/${promotion.id}`, { ...future, end_date: '2098-12-31' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.end_date).toEqual(['O campo data de término deve ser uma data posterior ou igual à data de início']);
  });

  it('answers 403 when the trial is over', async () => {
    const { owner, product } = await setup();
    const promotion = await insertPromotionRow(t.app, product, future);
    await endTrial(owner.business.id);
    expect((await call(owner, 'PUT', `/products/${product.id}/promotions/${promotion.id}`, tenPercent)).statusCode).toBe(403);
  });
});

describe('DELETE /products/:id/promotions/:promotionId', () => {
  it('deletes it, even after the trial ended', async () => {
    const { owner, product } = await setup();
    const promotion = await insertPromotionRow(t.app, product, future);
    await endTrial(owner.business.id);
    const res = await call(owner, 'DELETE', `/products/${product.id}/promotions/${promotion.id}`);
    expect(res.statusCode).toBe(204);
    expect(await t.app.db.select().from(productPromotions).where(eq(productPromotions.id, promotion.id))).toEqual([]);
  });
});

describe('PATCH /products/:id/promotions/:promotionId/toggle', () => {
  it('switches it off and on', async () => {
    const { owner, product } = await setup();
    const promotion = await insertPromotionRow(t.app, product, tenPercent);
    const url = `/products/${product.id}/promotions/${promotion.id}/toggle`;
    const off = await call(owner, 'PATCH', url);
    expect(off.statusCode).toBe(200);
    expect(data(off)).toMatchObject({ active: false, running: false });
    expect(data(await call(owner, 'PATCH', url))).toMatchObject({ active: true, running: true });
  });

  it('after the trial, lets a promotion be switched off but not on (403)', async () => {
    const { owner, product } = await setup();
    const promotion = await insertPromotionRow(t.app, product, tenPercent);
    await endTrial(owner.business.id);
    const url = `/products/${product.id}/promotions/${promotion.id}/toggle`;
    expect((await call(owner, 'PATCH', url)).statusCode).toBe(200);
    const refused = await call(owner, 'PATCH', url);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'feature_unavailable', feature: 'product_promotion' });
  });

  it('gates by the request clock the business resource uses (X-Test-Now, NODE_ENV=test)', async () => {
    const { owner, product } = await setup(); // a trial running from now
    const afterTrial = new Date(Date.now() + 60 * 86_400_000).toISOString();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/products/${product.id}/promotions`,
      headers: { ...owner.user.headers, 'x-test-now': afterTrial },
      payload: tenPercent,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'feature_unavailable', feature: 'product_promotion' });
  });

  it('answers 422 on a non-numeric promotion id', async () => {
    const { owner, product } = await setup();
    const res = await call(owner, 'PATCH', `/products/${product.id}/promotions/abc/toggle`);
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['promotionId']);
  });
});

function routes(productId: number, promotionId: number): [Method, string, object?][] {
  const base = `/products/${productId}/promotions`;
  return [
    ['GET', base],
    ['POST', base, tenPercent],
    ['PUT', `${base}/${promotionId}`, tenPercent],
    ['DELETE', `${base}/${promotionId}`],
    ['PATCH', `${base}/${promotionId}/toggle`],
  ];
}

describe('every promotions route', () => {
  it('answers 401 without a session', async () => {
    const { product } = await setup();
    for (const [method, url, payload] of routes(product.id, 1)) {
      const res = await t.app.inject({ method, url: `/api/v1${url}`, ...(payload ? { payload } : {}) });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('answers 403 to an employee without manage_menu', async () => {
    const { owner, product } = await setup();
    const promotion = await insertPromotionRow(t.app, product, tenPercent);
    const waiter = await createUser(t.app);
    await addEmployee(t.app, owner.business, waiter, { role: 'waiter' });
    for (const [method, url, payload] of routes(product.id, promotion.id)) {
      const res = await t.app.inject({ method, url: `/api/v1${url}`, headers: waiter.headers, ...(payload ? { payload } : {}) });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json().message).toBe('Você não tem permissão para fazer isso.');
    }
  });

  it("answers 404 for another business's product", async () => {
    const { owner } = await setup();
    const other = await setup();
    const promotion = await insertPromotionRow(t.app, other.product, tenPercent);
    for (const [method, url, payload] of routes(other.product.id, promotion.id)) {
      const res = await call(owner, method, url, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json().message).toBe('Produto não encontrado.');
    }
    const [row] = await t.app.db.select().from(productPromotions).where(eq(productPromotions.id, promotion.id));
    expect(row?.active).toBe(true);
  });

  it('answers 404 for a promotion of another product of the same business', async () => {
    const { owner, product } = await setup();
    const promotion = await insertPromotionRow(t.app, await insertProduct(t.app, owner.business.id), tenPercent);
    for (const [method, url, payload] of routes(product.id, promotion.id).slice(2)) {
      const res = await call(owner, method, url, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json().message).toBe('Promoção não encontrada.');
    }
  });
});
