import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productSchedules, products } from '../../../db/schema/index';
import { createTestApp, type TestApp } from '../../../test/helper';
import { addCategory, addProduct, call, createMenu, errorsOf, productsOf, waiterOf } from '../menu-fixtures';

// POST v1/products/import: the reviewed drafts of a menu photo, created together in one category.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

async function setup() {
  const menu = await createMenu(t.app);
  const category = await addCategory(menu, 'Salgados');
  return { menu, category };
}

const drafts = [
  { name: 'Coxinha de frango', amount: 850 },
  { name: 'Pastel de queijo', amount: 1200, description: 'Massa fininha e crocante.' },
];

describe('POST /products/import', () => {
  it('creates the products in the order sent, after those already there, each offered every day', async () => {
    const { menu, category } = await setup();
    await addProduct(menu, category, { name: 'Esfiha' });
    const res = await call(menu, 'POST', '/products/import', { category_id: category.id, products: drafts });
    expect(res.statusCode).toBe(201);
    const created = productsOf(res);
    expect(created.map((p) => [p.name, p.amount, p.description, p.category_id])).toEqual([
      ['Coxinha de frango', 850, null, category.id],
      ['Pastel de queijo', 1200, 'Massa fininha e crocante.', category.id],
    ]);
    const names = await t.app.db.select({ name: products.name }).from(products).where(eq(products.categoryId, category.id)).orderBy(asc(products.ranking));
    expect(names.map((r) => r.name)).toEqual(['Esfiha', 'Coxinha de frango', 'Pastel de queijo']);
    const schedules = await t.app.db.select().from(productSchedules).where(eq(productSchedules.productId, created[1]!.id));
    expect(schedules).toHaveLength(7);
  });

  it('answers 422 on the field of the row at fault and creates none of them', async () => {
    const { menu, category } = await setup();
    const res = await call(menu, 'POST', '/products/import', {
      category_id: category.id,
      products: [{ name: 'Coxinha', amount: 850 }, { name: '', amount: -100 }],
    });
    expect(res.statusCode).toBe(422);
    const errors = errorsOf(res);
    expect(Object.keys(errors).sort()).toEqual(['products.1.amount', 'products.1.name']);
    expect(errors['products.1.name']).toEqual(['O campo nome é obrigatório']);
    const empty = await call(menu, 'POST', '/products/import', { category_id: category.id, products: [] });
    expect(Object.keys(errorsOf(empty))).toEqual(['products']);
    const noCategory = await call(menu, 'POST', '/products/import', { products: drafts });
    expect(Object.keys(errorsOf(noCategory))).toEqual(['category_id']);
    expect(await t.app.db.select().from(products).where(eq(products.categoryId, category.id))).toHaveLength(0);
  });

  it("answers 404 for another business's category, 403 without manage_menu, 401 without session", async () => {
    const { menu, category } = await setup();
    const other = await setup();
    const res = await call(menu, 'POST', '/products/import', { category_id: other.category.id, products: drafts });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Categoria não encontrada.');
    const body = { category_id: category.id, products: drafts };
    expect((await call(menu, 'POST', '/products/import', body, await waiterOf(menu))).statusCode).toBe(403);
    expect((await call(menu, 'POST', '/products/import', body, { headers: {} })).statusCode).toBe(401);
    expect(await t.app.db.select().from(products).where(eq(products.categoryId, other.category.id))).toHaveLength(0);
  });
});
