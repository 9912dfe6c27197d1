import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { productPromotions, productSchedules, productVariations, products, variationItems } from '../../../db/schema/index';
import { createTestApp, type TestApp } from '../../../test/helper';
import { addCategory, addProduct, call, createMenu, errorsOf, productOf, waiterOf, type Menu } from '../menu-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const pizza = (categoryId: number) => ({ category_id: categoryId, name: 'Pizza Calabresa', amount: 4590 });

async function setup() {
  const menu = await createMenu(t.app);
  const category = await addCategory(menu);
  return { menu, category };
}

/** Another business with a category and a product, to prove they are out of reach (404). */
async function stranger() {
  const menu = await createMenu(t.app);
  const category = await addCategory(menu, 'Bebidas');
  const product = await addProduct(menu, category, { name: 'Suco' });
  return { menu, category, product };
}

const rankingOf = async (menu: Menu, categoryId: number) =>
  (await menu.app.db.select({ name: products.name }).from(products).where(eq(products.categoryId, categoryId)).orderBy(asc(products.ranking))).map(
    (row) => row.name,
  );

describe('POST /products', () => {
  it('creates the product last in its category, with the seven default schedule rows', async () => {
    const { menu, category } = await setup();
    await addProduct(menu, category, { name: 'Primeira' });
    const res = await call(menu, 'POST', '/products', pizza(category.id));
    expect(res.statusCode).toBe(201);
    const product = productOf(res);
    expect(product).toMatchObject({
      name: 'Pizza Calabresa',
      amount: 4590,
      active: true,
      is_weight_based: false,
      min_weight: null,
      cover_url: null,
      promotional_price: null,
      active_promotion: false,
      available_now: true,
      variations_count: 0,
      ranking: 2,
    });
    const schedules = await t.app.db.select().from(productSchedules).where(eq(productSchedules.productId, product.id));
    expect(schedules).toHaveLength(7);
    expect(schedules.every((s) => s.isActive && s.openingTime === '00:00:00' && s.closingTime === '23:59:00')).toBe(true);
  });

  it('keeps min_weight (comma accepted) for a product sold by weight', async () => {
    const { menu, category } = await setup();
    const res = await call(menu, 'POST', '/products', { ...pizza(category.id), is_weight_based: true, min_weight: '0,25' });
    expect(res.statusCode).toBe(201);
    expect(productOf(res)).toMatchObject({ is_weight_based: true, min_weight: 0.25 });
  });

  it('answers 422 with the spec messages on the right fields', async () => {
    const { menu, category } = await setup();
    const negative = await call(menu, 'POST', '/products', { ...pizza(category.id), amount: -1 });
    expect(negative.statusCode).toBe(422);
    expect(errorsOf(negative)).toEqual({ amount: ['O campo valor precisa ser 0 ou maior'] });
    const light = await call(menu, 'POST', '/products', { ...pizza(category.id), is_weight_based: true, min_weight: '0,0001' });
    expect(errorsOf(light)).toEqual({ min_weight: ['O peso mínimo deve ser maior ou igual a 0,001 kg'] });
    const missing = await call(menu, 'POST', '/products', { category_id: category.id });
    expect(Object.keys(errorsOf(missing)).sort()).toEqual(['amount', 'name']);
  });

  it('answers 422, not 500, for numbers the database could not hold', async () => {
    const { menu, category } = await setup();
    const heavy = await call(menu, 'POST', '/products', { ...pizza(category.id), is_weight_based: true, min_weight: '5000000' });
    expect(heavy.statusCode).toBe(422);
    expect(Object.keys(errorsOf(heavy))).toEqual(['min_weight']);
    const hugeId = await call(menu, 'POST', '/products', pizza(99_999_999_999));
    expect(hugeId.statusCode).toBe(422);
    expect(Object.keys(errorsOf(hugeId))).toEqual(['category_id']);
  });

  it("answers 404 category_not_found for another business's category", async () => {
    const { menu } = await setup();
    const other = await stranger();
    const res = await call(menu, 'POST', '/products', pizza(other.category.id));
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Categoria não encontrada.' });
  });

  it('answers 401 without a session and 403 without manage_menu', async () => {
    const { menu, category } = await setup();
    expect((await call(menu, 'POST', '/products', pizza(category.id), { headers: {} })).statusCode).toBe(401);
    const waiter = await waiterOf(menu);
    expect((await call(menu, 'POST', '/products', pizza(category.id), waiter)).statusCode).toBe(403);
  });
});

describe('GET /products/:id', () => {
  it('answers the product; 404 for another business, 403 without manage_menu, 401 without session, 422 bad id', async () => {
    const { menu, category } = await setup();
    const product = await addProduct(menu, category);
    const res = await call(menu, 'GET', `/products/${product.id}`);
    expect(res.statusCode).toBe(200);
    expect(productOf(res)).toMatchObject({ id: product.id, uuid: product.uuid, category_id: category.id, business_id: menu.business.id });
    const other = await stranger();
    expect((await call(menu, 'GET', `/products/${other.product.id}`)).statusCode).toBe(404);
    expect((await call(menu, 'GET', `/products/${product.id}`, undefined, await waiterOf(menu))).statusCode).toBe(403);
    expect((await call(menu, 'GET', `/products/${product.id}`, undefined, { headers: {} })).statusCode).toBe(401);
    const bad = await call(menu, 'GET', '/products/abc');
    expect(bad.statusCode).toBe(422);
    expect(errorsOf(bad).id).toBeDefined();
    expect((await call(menu, 'GET', '/products/99999999999')).statusCode).toBe(422);
  });
});

describe('PUT /products/:id', () => {
  it('pauses with { active: false } and leaves the other fields alone', async () => {
    const { menu, category } = await setup();
    const product = await addProduct(menu, category, { description: 'Molho e muçarela' });
    const res = await call(menu, 'PUT', `/products/${product.id}`, { active: false });
    expect(res.statusCode).toBe(200);
    expect(productOf(res)).toMatchObject({ active: false, available_now: false, name: 'Pizza Margherita', description: 'Molho e muçarela' });
  });

  it('a new category puts the product last there', async () => {
    const { menu, category } = await setup();
    const drinks = await addCategory(menu, 'Bebidas');
    await addProduct(menu, drinks, { name: 'Água' });
    await addProduct(menu, drinks, { name: 'Suco' });
    const product = await addProduct(menu, category);
    const res = await call(menu, 'PUT', `/products/${product.id}`, { category_id: drinks.id, name: 'Refrigerante', amount: 800 });
    expect(productOf(res)).toMatchObject({ category_id: drinks.id, name: 'Refrigerante', amount: 800 });
    expect(await rankingOf(menu, drinks.id)).toEqual(['Água', 'Suco', 'Refrigerante']);
  });

  it('answers 422 on the field, 404 for a category or product of another business, 403, 401', async () => {
    const { menu, category } = await setup();
    const product = await addProduct(menu, category);
    const bad = await call(menu, 'PUT', `/products/${product.id}`, { amount: -5 });
    expect(bad.statusCode).toBe(422);
    expect(errorsOf(bad)).toEqual({ amount: ['O campo valor precisa ser 0 ou maior'] });
    const other = await stranger();
    expect((await call(menu, 'PUT', `/products/${product.id}`, { category_id: other.category.id })).statusCode).toBe(404);
    expect((await call(menu, 'PUT', `/products/${other.product.id}`, { name: 'Meu' })).statusCode).toBe(404);
    expect((await call(menu, 'PUT', `/products/${product.id}`, { name: 'X' }, await waiterOf(menu))).statusCode).toBe(403);
    expect((await call(menu, 'PUT', `/products/${product.id}`, { name: 'X' }, { headers: {} })).statusCode).toBe(401);
  });
});

describe('DELETE /products/:id', () => {
  it('deletes the product with its schedules', async () => {
    const { menu, category } = await setup();
    const product = await addProduct(menu, category);
    const res = await call(menu, 'DELETE', `/products/${product.id}`);
    expect(res.statusCode).toBe(204);
    expect(await t.app.db.select().from(products).where(eq(products.id, product.id))).toEqual([]);
    expect(await t.app.db.select().from(productSchedules).where(eq(productSchedules.productId, product.id))).toEqual([]);
  });

  it('answers 404 for another business, 403 without manage_menu, 401 without session', async () => {
    const { menu, category } = await setup();
    const product = await addProduct(menu, category);
    const other = await stranger();
    expect((await call(menu, 'DELETE', `/products/${other.product.id}`)).statusCode).toBe(404);
    expect((await call(menu, 'DELETE', `/products/${product.id}`, undefined, await waiterOf(menu))).statusCode).toBe(403);
    expect((await call(menu, 'DELETE', `/products/${product.id}`, undefined, { headers: {} })).statusCode).toBe(401);
    expect(await t.app.db.select({ id: products.id }).from(products).where(eq(products.id, product.id))).toHaveLength(1);
  });
});

describe('POST /products/ranking', () => {
  it('puts the ids first in the order given, the others after in their order', async () => {
    const { menu, category } = await setup();
    const [a, b, c, d] = [
      await addProduct(menu, category, { name: 'A' }),
      await addProduct(menu, category, { name: 'B' }),
      await addProduct(menu, category, { name: 'C' }),
      await addProduct(menu, category, { name: 'D' }),
    ];
    const res = await call(menu, 'POST', '/products/ranking', { category_id: category.id, ids: [c!.id, a!.id] });
    expect(res.statusCode).toBe(204);
    expect(await rankingOf(menu, category.id)).toEqual(['C', 'A', 'B', 'D']);
    await call(menu, 'POST', '/products/ranking', { category_id: category.id, ids: [d!.id, c!.id, b!.id, a!.id] });
    expect(await rankingOf(menu, category.id)).toEqual(['D', 'C', 'B', 'A']);
  });

  it('answers 404 when an id is not a product of that category, or the category is not ours', async () => {
    const { menu, category } = await setup();
    const mine = await addProduct(menu, category);
    const elsewhere = await addProduct(menu, await addCategory(menu, 'Bebidas'));
    const other = await stranger();
    expect((await call(menu, 'POST', '/products/ranking', { category_id: category.id, ids: [mine.id, elsewhere.id] })).statusCode).toBe(404);
    expect((await call(menu, 'POST', '/products/ranking', { category_id: category.id, ids: [other.product.id] })).statusCode).toBe(404);
    expect((await call(menu, 'POST', '/products/ranking', { category_id: other.category.id, ids: [other.product.id] })).statusCode).toBe(404);
  });

  it('answers 422 for repeated or missing ids, 403 without manage_menu, 401 without session', async () => {
    const { menu, category } = await setup();
    const product = await addProduct(menu, category);
    const repeated = await call(menu, 'POST', '/products/ranking', { category_id: category.id, ids: [product.id, product.id] });
    expect(repeated.statusCode).toBe(422);
    expect(errorsOf(repeated)).toEqual({ ids: ['O campo ordem tem valores repetidos'] });
    expect(Object.keys(errorsOf(await call(menu, 'POST', '/products/ranking', { category_id: category.id })))).toEqual(['ids']);
    const body = { category_id: category.id, ids: [product.id] };
    expect((await call(menu, 'POST', '/products/ranking', body, await waiterOf(menu))).statusCode).toBe(403);
    expect((await call(menu, 'POST', '/products/ranking', body, { headers: {} })).statusCode).toBe(401);
  });
});

describe('PUT /products/:id/duplicate', () => {
  it('copies the product right after the original, with option groups and items, schedules and promotions', async () => {
    const { menu, category } = await setup();
    await addProduct(menu, category, { name: 'Antes' });
    const original = await addProduct(menu, category, { name: 'Pizza', amount: 5000, description: 'Grande' });
    await addProduct(menu, category, { name: 'Depois' });
    const db = t.app.db;
    const businessId = menu.business.id;
    await db.update(productSchedules).set({ isActive: false }).where(eq(productSchedules.productId, original.id));
    await db.insert(productPromotions).values({ businessId, productId: original.id, type: 'percentage', discountValue: 10, daysOfWeek: [] });
    const [group] = await db.insert(productVariations).values({ businessId, productId: original.id, name: 'Borda', max: 1 }).returning();
    await db.insert(variationItems).values([
      { businessId, variationId: group!.id, name: 'Catupiry', amount: 800, ranking: 0 },
      { businessId, variationId: group!.id, name: 'Cheddar', amount: 700, ranking: 1 },
    ]);

    const res = await call(menu, 'PUT', `/products/${original.id}/duplicate`);
    expect(res.statusCode).toBe(201);
    const copy = productOf(res);
    expect(copy).toMatchObject({
      name: 'Pizza (cópia)',
      description: 'Grande',
      amount: 5000,
      category_id: category.id,
      promotional_price: 4500,
      active_promotion: true,
      available_now: false,
      variations_count: 1,
    });
    expect(copy.id).not.toBe(original.id);
    expect(copy.uuid).not.toBe(original.uuid);
    expect(await rankingOf(menu, category.id)).toEqual(['Antes', 'Pizza', 'Pizza (cópia)', 'Depois']);

    const schedules = await db.select().from(productSchedules).where(eq(productSchedules.productId, copy.id));
    expect(schedules).toHaveLength(7);
    expect(schedules.every((s) => !s.isActive && s.businessId === businessId)).toBe(true);
    const [copiedGroup] = await db.select().from(productVariations).where(eq(productVariations.productId, copy.id));
    expect(copiedGroup).toMatchObject({ name: 'Borda', max: 1 });
    expect(copiedGroup!.id).not.toBe(group!.id);
    const items = await db.select().from(variationItems).where(eq(variationItems.variationId, copiedGroup!.id)).orderBy(asc(variationItems.ranking));
    expect(items.map((i) => [i.name, i.amount])).toEqual([
      ['Catupiry', 800],
      ['Cheddar', 700],
    ]);
    // The original keeps its own rows.
    expect(await db.select().from(variationItems).where(eq(variationItems.variationId, group!.id))).toHaveLength(2);
  });

  it('names the copy in the caller language and keeps names within 120 characters', async () => {
    const menu = await createMenu(t.app, 'en');
    const category = await addCategory(menu);
    const long = await addProduct(menu, category, { name: 'x'.repeat(120) });
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/products/${long.id}/duplicate`,
      headers: { ...menu.user.headers, 'accept-language': 'en' },
    });
    expect(productOf(res).name).toBe(`${'x'.repeat(113)} (copy)`);
  });

  it('answers 404 for another business, 403 without manage_menu, 401 without session', async () => {
    const { menu, category } = await setup();
    const product = await addProduct(menu, category);
    const other = await stranger();
    expect((await call(menu, 'PUT', `/products/${other.product.id}/duplicate`)).statusCode).toBe(404);
    expect((await call(menu, 'PUT', `/products/${product.id}/duplicate`, undefined, await waiterOf(menu))).statusCode).toBe(403);
    expect((await call(menu, 'PUT', `/products/${product.id}/duplicate`, undefined, { headers: {} })).statusCode).toBe(401);
  });
});
