import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { PdvMenuCategory } from '@comanda/domain/pdv/pdv-menu';
import { businesses } from '../../../db/schema/index';
import { addEmployee, createUser } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/helper';
import { addCategory, addProduct, call, createMenu } from '../menu-fixtures';
import { insertVariation } from '../variations/options-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const menuOf = (res: { json(): unknown }) => (res.json() as { data: PdvMenuCategory[] }).data;

async function setup() {
  const menu = await createMenu(t.app);
  const pizzas = await addCategory(menu, 'Pizzas');
  const drinks = await addCategory(menu, 'Bebidas');
  await addCategory(menu, 'Vazia');
  const pizza = await addProduct(menu, pizzas, { name: 'Pizza grande', amount: 5000 });
  await addProduct(menu, pizzas, { name: 'Pausada', amount: 1000, active: false });
  await addProduct(menu, drinks, { name: 'Refrigerante', amount: 800 });
  await insertVariation(t.app, pizza, {
    name: 'Sabores',
    is_required: true,
    min: 1,
    max: 2,
    is_average_calc: true,
    items: [
      { name: 'Calabresa', amount: 5000 },
      { name: 'Quatro queijos', amount: 6000 },
    ],
  });
  await insertVariation(t.app, pizza, { name: 'Fora', min: 0, max: 1, available: false, items: [{ name: 'X', amount: 0 }] });
  const waiter = await createUser(t.app);
  await addEmployee(t.app, menu.business, waiter, { permissions: ['use_pdv'] });
  return { menu, waiter };
}

describe('GET /businesses/{id}/pdv-menu', () => {
  it('gives the active categories with the products offered now and their available option groups', async () => {
    const { menu } = await setup();
    const res = await call(menu, 'GET', `/businesses/${menu.business.id}/pdv-menu`);
    expect(res.statusCode).toBe(200);
    const data = menuOf(res);
    expect(data.map((c) => [c.name, c.products.map((p) => p.name)])).toEqual([
      ['Pizzas', ['Pizza grande']],
      ['Bebidas', ['Refrigerante']],
    ]);
    const pizza = data[0]!.products[0]!;
    expect(pizza.variations.map((v) => [v.name, v.items.map((i) => i.name)])).toEqual([['Sabores', ['Calabresa', 'Quatro queijos']]]);
    expect(data[1]!.products[0]!.variations).toEqual([]);
  });

  it('serves a waiter with use_pdv (no manage_menu)', async () => {
    const { menu, waiter } = await setup();
    const res = await call(menu, 'GET', `/businesses/${menu.business.id}/pdv-menu`, undefined, waiter);
    expect(res.statusCode).toBe(200);
    expect(menuOf(res)).toHaveLength(2);
  });

  it('answers 403 to a member without use_pdv, 401 without a session', async () => {
    const { menu } = await setup();
    const clerk = await createUser(t.app);
    await addEmployee(t.app, menu.business, clerk, { permissions: ['manage_settings'] });
    expect((await call(menu, 'GET', `/businesses/${menu.business.id}/pdv-menu`, undefined, clerk)).statusCode).toBe(403);
    expect((await call(menu, 'GET', `/businesses/${menu.business.id}/pdv-menu`, undefined, { headers: {} })).statusCode).toBe(401);
  });

  it("does not serve another business's menu", async () => {
    const { menu } = await setup();
    const other = await createMenu(t.app);
    const res = await call(other, 'GET', `/businesses/${menu.business.id}/pdv-menu`);
    expect([403, 404]).toContain(res.statusCode);
  });

  it('answers feature_unavailable once the trial is over (plan feature pdv)', async () => {
    const { menu } = await setup();
    await t.app.db.update(businesses).set({ planExpiresAt: new Date(Date.now() - 86_400_000) }).where(eq(businesses.id, menu.business.id));
    const res = await call(menu, 'GET', `/businesses/${menu.business.id}/pdv-menu`);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'feature_unavailable', feature: 'pdv' });
  });
});
