import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { menuCategories, productPromotions, productSchedules, products } from '../../../db/schema/index';
import { createTestApp, type TestApp } from '../../../test/helper';
import { addCategory, addProduct, call, categoriesOf, categoryOf, createMenu, errorsOf, waiterOf, type Menu } from '../menu-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const namesInOrder = async (menu: Menu) =>
  (
    await t.app.db
      .select({ name: menuCategories.name })
      .from(menuCategories)
      .where(eq(menuCategories.businessId, menu.business.id))
      .orderBy(asc(menuCategories.ranking))
  ).map((row) => row.name);

const productsIn = async (categoryId: number) =>
  (await t.app.db.select({ name: products.name }).from(products).where(eq(products.categoryId, categoryId)).orderBy(asc(products.ranking))).map(
    (row) => row.name,
  );

async function foreignCategory() {
  const other = await createMenu(t.app);
  return addCategory(other, 'Deles');
}

describe('POST /menu/categories', () => {
  it('creates the category last, with zero products', async () => {
    const menu = await createMenu(t.app);
    await addCategory(menu, 'Entradas');
    const res = await call(menu, 'POST', '/menu/categories', { name: '  Pizzas ', description: 'Forno a lenha' });
    expect(res.statusCode).toBe(201);
    expect(categoryOf(res)).toMatchObject({
      name: 'Pizzas',
      description: 'Forno a lenha',
      active: true,
      ranking: 2,
      products_count: 0,
      active_products_count: 0,
      business_id: menu.business.id,
    });
    expect(await namesInOrder(menu)).toEqual(['Entradas', 'Pizzas']);
  });

  it('answers 422 on name, 403 without manage_menu, 401 without session', async () => {
    const menu = await createMenu(t.app);
    const res = await call(menu, 'POST', '/menu/categories', { name: ' ' });
    expect(res.statusCode).toBe(422);
    expect(errorsOf(res)).toEqual({ name: ['O campo nome é obrigatório'] });
    expect((await call(menu, 'POST', '/menu/categories', { name: 'X' }, await waiterOf(menu))).statusCode).toBe(403);
    expect((await call(menu, 'POST', '/menu/categories', { name: 'X' }, { headers: {} })).statusCode).toBe(401);
  });
});

describe('PUT /menu/categories/:id', () => {
  it('edits the category and answers its counts', async () => {
    const menu = await createMenu(t.app);
    const category = await addCategory(menu);
    await addProduct(menu, category);
    await addProduct(menu, category, { active: false });
    const res = await call(menu, 'PUT', `/menu/categories/${category.id}`, { name: 'Pizzas salgadas', active: false });
    expect(res.statusCode).toBe(200);
    expect(categoryOf(res)).toMatchObject({ name: 'Pizzas salgadas', active: false, description: null, products_count: 2, active_products_count: 1 });
  });

  it('answers 422 on the field, 404 for another business, 403, 401', async () => {
    const menu = await createMenu(t.app);
    const category = await addCategory(menu);
    const long = await call(menu, 'PUT', `/menu/categories/${category.id}`, { name: 'x'.repeat(81) });
    expect(long.statusCode).toBe(422);
    expect(errorsOf(long)).toEqual({ name: ['O campo nome não deve ter mais que 80 caracteres'] });
    const theirs = await foreignCategory();
    const notFound = await call(menu, 'PUT', `/menu/categories/${theirs.id}`, { name: 'Minha' });
    expect(notFound.statusCode).toBe(404);
    expect(notFound.json()).toEqual({ message: 'Categoria não encontrada.' });
    expect((await call(menu, 'PUT', `/menu/categories/${category.id}`, { name: 'X' }, await waiterOf(menu))).statusCode).toBe(403);
    expect((await call(menu, 'PUT', `/menu/categories/${category.id}`, { name: 'X' }, { headers: {} })).statusCode).toBe(401);
  });
});

describe('DELETE /menu/categories/:id', () => {
  it('deletes an empty category at once', async () => {
    const menu = await createMenu(t.app);
    const category = await addCategory(menu);
    expect((await call(menu, 'DELETE', `/menu/categories/${category.id}`)).statusCode).toBe(204);
    expect(await namesInOrder(menu)).toEqual([]);
  });

  it('answers 409 category_not_empty with the count when it has products and no decision', async () => {
    const menu = await createMenu(t.app);
    const category = await addCategory(menu);
    await addProduct(menu, category);
    await addProduct(menu, category);
    const res = await call(menu, 'DELETE', `/menu/categories/${category.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      code: 'category_not_empty',
      message: 'Esta categoria tem 2 produtos. Mova-os para outra categoria ou exclua-os junto.',
      products_count: 2,
    });
    expect(await namesInOrder(menu)).toEqual(['Pizzas']);
  });

  it('moves the products to the end of the target, keeping their order', async () => {
    const menu = await createMenu(t.app);
    const category = await addCategory(menu);
    const target = await addCategory(menu, 'Massas');
    await addProduct(menu, target, { name: 'Lasanha' });
    await addProduct(menu, category, { name: 'Margherita' });
    await addProduct(menu, category, { name: 'Calabresa' });
    const res = await call(menu, 'DELETE', `/menu/categories/${category.id}?products=move&target_category_id=${target.id}`);
    expect(res.statusCode).toBe(204);
    expect(await namesInOrder(menu)).toEqual(['Massas']);
    expect(await productsIn(target.id)).toEqual(['Lasanha', 'Margherita', 'Calabresa']);
  });

  it('deletes the products with the category when asked', async () => {
    const menu = await createMenu(t.app);
    const category = await addCategory(menu);
    const product = await addProduct(menu, category);
    expect((await call(menu, 'DELETE', `/menu/categories/${category.id}?products=delete`)).statusCode).toBe(204);
    expect(await t.app.db.select().from(products).where(eq(products.id, product.id))).toEqual([]);
  });

  it('answers 422 on target_category_id for a move without a target or onto itself; 404 for a target of another business', async () => {
    const menu = await createMenu(t.app);
    const category = await addCategory(menu);
    await addProduct(menu, category);
    const noTarget = await call(menu, 'DELETE', `/menu/categories/${category.id}?products=move`);
    expect(noTarget.statusCode).toBe(422);
    expect(errorsOf(noTarget)).toEqual({ target_category_id: ['O campo categoria de destino é obrigatório'] });
    const itself = await call(menu, 'DELETE', `/menu/categories/${category.id}?products=move&target_category_id=${category.id}`);
    expect(itself.statusCode).toBe(422);
    expect(errorsOf(itself)).toEqual({ target_category_id: ['Escolha uma categoria diferente da que será excluída.'] });
    const badChoice = await call(menu, 'DELETE', `/menu/categories/${category.id}?products=archive`);
    expect(badChoice.statusCode).toBe(422);
    expect(Object.keys(errorsOf(badChoice))).toEqual(['products']);
    const theirs = await foreignCategory();
    const foreign = await call(menu, 'DELETE', `/menu/categories/${category.id}?products=move&target_category_id=${theirs.id}`);
    expect(foreign.statusCode).toBe(404);
    expect(await productsIn(category.id)).toEqual(['Pizza Margherita']);
  });

  it('answers 404 for another business, 403 without manage_menu, 401 without session', async () => {
    const menu = await createMenu(t.app);
    const category = await addCategory(menu);
    const theirs = await foreignCategory();
    expect((await call(menu, 'DELETE', `/menu/categories/${theirs.id}`)).statusCode).toBe(404);
    expect((await call(menu, 'DELETE', `/menu/categories/${category.id}`, undefined, await waiterOf(menu))).statusCode).toBe(403);
    expect((await call(menu, 'DELETE', `/menu/categories/${category.id}`, undefined, { headers: {} })).statusCode).toBe(401);
    expect(await namesInOrder(menu)).toEqual(['Pizzas']);
  });
});

describe('POST /menu/categories/ranking', () => {
  it('puts the ids first in the order given and answers every category in the new order', async () => {
    const menu = await createMenu(t.app);
    const a = await addCategory(menu, 'A');
    await addCategory(menu, 'B');
    const c = await addCategory(menu, 'C');
    const res = await call(menu, 'POST', '/menu/categories/ranking', { ids: [c.id, a.id] });
    expect(res.statusCode).toBe(200);
    expect(categoriesOf(res).map((x) => [x.name, x.ranking])).toEqual([
      ['C', 1],
      ['A', 2],
      ['B', 3],
    ]);
  });

  it("answers 404 when an id is another business's, 422 for repeated ids, 403, 401", async () => {
    const menu = await createMenu(t.app);
    const mine = await addCategory(menu);
    const theirs = await foreignCategory();
    expect((await call(menu, 'POST', '/menu/categories/ranking', { ids: [mine.id, theirs.id] })).statusCode).toBe(404);
    const repeated = await call(menu, 'POST', '/menu/categories/ranking', { ids: [mine.id, mine.id] });
    expect(repeated.statusCode).toBe(422);
    expect(errorsOf(repeated)).toEqual({ ids: ['O campo ordem tem valores repetidos'] });
    expect((await call(menu, 'POST', '/menu/categories/ranking', { ids: [mine.id] }, await waiterOf(menu))).statusCode).toBe(403);
    expect((await call(menu, 'POST', '/menu/categories/ranking', { ids: [mine.id] }, { headers: {} })).statusCode).toBe(401);
  });
});

describe('GET /businesses/:id/menu-categories', () => {
  it('lists the categories by ranking with their product counts', async () => {
    const menu = await createMenu(t.app);
    const pizzas = await addCategory(menu);
    const drinks = await addCategory(menu, 'Bebidas');
    await addCategory(menu, 'Sobremesas');
    await addProduct(menu, pizzas);
    await addProduct(menu, pizzas, { active: false });
    await addProduct(menu, drinks, { name: 'Suco' });
    const res = await call(menu, 'GET', `/businesses/${menu.business.id}/menu-categories`);
    expect(res.statusCode).toBe(200);
    expect(categoriesOf(res).map((c) => [c.name, c.products_count, c.active_products_count])).toEqual([
      ['Pizzas', 2, 1],
      ['Bebidas', 1, 1],
      ['Sobremesas', 0, 0],
    ]);
  });

  it('with a keyword, ignoring case and accents: categories named so (all products) or with products named so (those)', async () => {
    const menu = await createMenu(t.app);
    const bowls = await addCategory(menu, 'Açaí e sorvetes');
    const drinks = await addCategory(menu, 'Bebidas');
    await addCategory(menu, 'Pizzas');
    await addProduct(menu, bowls, { name: 'Copo 300 ml' });
    await addProduct(menu, bowls, { name: 'Copo 500 ml' });
    await addProduct(menu, drinks, { name: 'Suco de AÇAÍ' });
    await addProduct(menu, drinks, { name: 'Água' });
    const res = await call(menu, 'GET', `/businesses/${menu.business.id}/menu-categories?keyword=acai`);
    expect(categoriesOf(res).map((c) => [c.name, c.products_count])).toEqual([
      ['Açaí e sorvetes', 2],
      ['Bebidas', 1],
    ]);
    const literal = await call(menu, 'GET', `/businesses/${menu.business.id}/menu-categories?keyword=${encodeURIComponent('%')}`);
    expect(categoriesOf(literal)).toEqual([]);
  });

  it('with a filter, only the categories with matching products, counting those (issue 13)', async () => {
    const menu = await createMenu(t.app);
    const pizzas = await addCategory(menu, 'Pizzas');
    const drinks = await addCategory(menu, 'Bebidas');
    await addCategory(menu, 'Sobremesas');
    const margherita = await addProduct(menu, pizzas, { name: 'Margherita' });
    await addProduct(menu, pizzas, { name: 'Calabresa', active: false });
    const juice = await addProduct(menu, drinks, { name: 'Suco' });
    await addProduct(menu, drinks, { name: 'Água' });
    await t.app.db.insert(productPromotions).values({ businessId: menu.business.id, productId: margherita.id, type: 'percentage', discountValue: 10, daysOfWeek: [] });
    await t.app.db.update(productSchedules).set({ isActive: false }).where(eq(productSchedules.productId, juice.id));
    const listed = async (query: string) =>
      categoriesOf(await call(menu, 'GET', `/businesses/${menu.business.id}/menu-categories?${query}`)).map((c) => [c.name, c.products_count, c.active_products_count]);

    expect(await listed('filter=paused')).toEqual([['Pizzas', 1, 0]]);
    expect(await listed('filter=active')).toEqual([
      ['Pizzas', 1, 1],
      ['Bebidas', 2, 2],
    ]);
    expect(await listed('filter=promotion')).toEqual([['Pizzas', 1, 1]]);
    expect(await listed('filter=unavailable')).toEqual([
      ['Pizzas', 1, 0],
      ['Bebidas', 1, 1],
    ]);
    // With a keyword too: a category named so keeps only its matching products; nothing matches: [].
    expect(await listed('filter=unavailable&keyword=bebi')).toEqual([['Bebidas', 1, 1]]);
    expect(await listed('filter=unavailable&keyword=agua')).toEqual([]);
    expect(await listed('filter=paused&keyword=sobremesa')).toEqual([]);
    expect((await call(menu, 'GET', `/businesses/${menu.business.id}/menu-categories?filter=cheap`)).statusCode).toBe(422);
  });

  it('answers 404 for a business the caller is not a member of, 403 without manage_menu, 401 without session', async () => {
    const menu = await createMenu(t.app);
    const other = await createMenu(t.app);
    expect((await call(menu, 'GET', `/businesses/${other.business.id}/menu-categories`)).statusCode).toBe(404);
    expect((await call(menu, 'GET', `/businesses/${menu.business.id}/menu-categories`, undefined, await waiterOf(menu))).statusCode).toBe(403);
    expect((await call(menu, 'GET', `/businesses/${menu.business.id}/menu-categories`, undefined, { headers: {} })).statusCode).toBe(401);
    const long = await call(menu, 'GET', `/businesses/${menu.business.id}/menu-categories?keyword=${'x'.repeat(121)}`);
    expect(long.statusCode).toBe(422);
    expect(Object.keys(errorsOf(long))).toEqual(['keyword']);
  });
});
