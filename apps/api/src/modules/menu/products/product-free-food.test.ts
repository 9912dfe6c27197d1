import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { products } from '../../../db/schema/index';
import { createTestApp, type TestApp } from '../../../test/helper';
import { insertPromotionRow, insertVariation, sizes } from '../variations/options-fixtures';
import { addCategory, addProduct, call, createMenu, errorsOf, productOf } from '../menu-fixtures';

// Issue 13: no free food without the owner's word (a product that costs nothing needs confirm_free,
// a new price may not let a promotion take all of it); product-create-cover.test.ts has the product
// made with its cover.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

async function setup(lang: 'pt' | 'en' = 'pt') {
  const menu = await createMenu(t.app, lang);
  const category = await addCategory(menu);
  return { menu, category };
}

const productsIn = async (categoryId: number) => t.app.db.select().from(products).where(eq(products.categoryId, categoryId));

describe('a product that costs nothing is offered only when confirmed', () => {
  it('creating one active answers 422 on confirm_free, in the caller language; nothing is created', async () => {
    const { menu, category } = await setup();
    const res = await call(menu, 'POST', '/products', { category_id: category.id, name: 'Água da casa', amount: 0 });
    expect(res.statusCode).toBe(422);
    expect(errorsOf(res)).toEqual({
      confirm_free: ['Este produto ficaria grátis: não tem preço nem opções com preço. Informe um preço, deixe-o pausado ou confirme que ele é grátis.'],
    });
    expect(await productsIn(category.id)).toHaveLength(0);
    const en = await setup('en');
    const inEnglish = await call(en.menu, 'POST', '/products', { category_id: en.category.id, name: 'Water', amount: 0 });
    expect(errorsOf(inEnglish).confirm_free).toEqual([
      'This product would be free: it has no price and no priced options. Enter a price, keep it paused or confirm that it is free.',
    ]);
  });

  it('with confirm_free it is created, and a paused one needs no confirmation', async () => {
    const { menu, category } = await setup();
    const confirmed = await call(menu, 'POST', '/products', { category_id: category.id, name: 'Água da casa', amount: 0, confirm_free: true });
    expect(confirmed.statusCode).toBe(201);
    expect(productOf(confirmed)).toMatchObject({ amount: 0, active: true });
    const paused = await call(menu, 'POST', '/products', { category_id: category.id, name: 'Pizza por tamanho', amount: 0, active: false });
    expect(paused.statusCode).toBe(201);
  });

  it('resuming a paused free product, or setting an offered one to R$ 0,00, asks for it', async () => {
    const { menu, category } = await setup();
    const paused = await addProduct(menu, category, { amount: 0, active: false });
    expect(errorsOf(await call(menu, 'PUT', `/products/${paused.id}`, { active: true }))).toHaveProperty('confirm_free');
    expect((await call(menu, 'PUT', `/products/${paused.id}`, { active: true, confirm_free: true })).statusCode).toBe(200);
    // Already offered for free: editing its name does not ask again.
    expect((await call(menu, 'PUT', `/products/${paused.id}`, { name: 'Água filtrada', active: true, amount: 0 })).statusCode).toBe(200);

    const priced = await addProduct(menu, category, { amount: 2590 });
    const zeroed = await call(menu, 'PUT', `/products/${priced.id}`, { amount: 0 });
    expect(zeroed.statusCode).toBe(422);
    expect(Object.keys(errorsOf(zeroed))).toEqual(['confirm_free']);
  });

  it('a product priced by its options is not free: it is resumed without a confirmation', async () => {
    const { menu, category } = await setup();
    const pizza = await addProduct(menu, category, { amount: 0, active: false });
    await insertVariation(t.app, pizza, sizes);
    const res = await call(menu, 'PUT', `/products/${pizza.id}`, { active: true });
    expect(res.statusCode).toBe(200);
    expect(productOf(res).active).toBe(true);
  });
});

describe('a new price may not let a promotion take all of it', () => {
  it('answers 422 on amount when a fixed promotion would reach the new price', async () => {
    const { menu, category } = await setup();
    const pizza = await addProduct(menu, category, { amount: 3000 });
    await insertPromotionRow(t.app, pizza, { type: 'fixed', discount_value: 1000, days_of_week: [] });
    const res = await call(menu, 'PUT', `/products/${pizza.id}`, { amount: 900 });
    expect(res.statusCode).toBe(422);
    expect(errorsOf(res)).toEqual({ amount: ['Com este preço, uma promoção deste produto o deixaria de graça. Mude o preço ou a promoção antes.'] });
    expect((await call(menu, 'PUT', `/products/${pizza.id}`, { amount: 1001 })).statusCode).toBe(200);
  });
});
