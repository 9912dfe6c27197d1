import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { VariationResource } from '@comanda/domain/menu/variation';
import { variationItems } from '../../../db/schema/index';
import { addEmployee, createUser } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/helper';
import { createOwner, insertProduct, insertVariation, sizes, type Owner } from './options-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (owner: Owner, method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: owner.user.headers, ...(payload ? { payload } : {}) });
const data = (res: { json(): unknown }) => (res.json() as { data: VariationResource }).data;

const flavours = {
  name: 'Sabores',
  min: 1,
  max: 2,
  is_average_calc: true,
  items: [
    { name: 'Calabresa', amount: 4000 },
    { name: 'Quatro queijos', amount: 5000 },
  ],
};

async function setup() {
  const owner = await createOwner(t.app);
  const product = await insertProduct(t.app, owner.business.id);
  return { owner, product };
}

describe('GET /products/:id/variations', () => {
  it('lists the groups by ranking, items by ranking', async () => {
    const { owner, product } = await setup();
    await insertVariation(t.app, product, sizes);
    await insertVariation(t.app, product, flavours);
    const res = await call(owner, 'GET', `/products/${product.id}/variations`);
    expect(res.statusCode).toBe(200);
    const list = (res.json() as { data: VariationResource[] }).data;
    expect(list.map((g) => [g.name, g.ranking])).toEqual([
      ['Tamanho', 0],
      ['Sabores', 1],
    ]);
    expect(list[1]!.items.map((i) => [i.name, i.amount, i.ranking])).toEqual([
      ['Calabresa', 4000, 0],
      ['Quatro queijos', 5000, 1],
    ]);
  });
});

describe('POST /products/:id/variations', () => {
  it('creates the group with its items, appended last', async () => {
    const { owner, product } = await setup();
    await insertVariation(t.app, product, sizes);
    const res = await call(owner, 'POST', `/products/${product.id}/variations`, flavours);
    expect(res.statusCode).toBe(201);
    expect(data(res)).toMatchObject({ product_id: product.id, name: 'Sabores', min: 1, max: 2, is_average_calc: true, ranking: 1 });
    expect(data(res).items.map((i) => i.name)).toEqual(['Calabresa', 'Quatro queijos']);
  });

  it('answers 422 on max when max is below min', async () => {
    const { owner, product } = await setup();
    const res = await call(owner, 'POST', `/products/${product.id}/variations`, { ...flavours, min: 3, max: 2 });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ max: ['O campo máximo precisa ser 3 ou maior'] });
  });

  it('answers 422 on the item name, in English with Accept-Language: en', async () => {
    const { owner, product } = await setup();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/products/${product.id}/variations`,
      headers: { ...owner.user.headers, 'accept-language': 'en' },
      payload: { ...flavours, items: [{ name: '', amount: 100 }] },
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['items.0.name']);
  });
});

describe('PUT /products/:id/variations/:variationId', () => {
  it('updates items with an id, creates those without, deletes the missing ones', async () => {
    const { owner, product } = await setup();
    const group = await insertVariation(t.app, product, { ...flavours, items: [...flavours.items, { name: 'Atum', amount: 4500 }] });
    const [calabresa, queijos, atum] = group.items;
    const res = await call(owner, 'PUT', `/products/${product.id}/variations/${group.id}`, {
      ...flavours,
      name: 'Sabores (até 2)',
      items: [
        { id: queijos!.id, name: 'Quatro queijos', amount: 5200 },
        { name: 'Portuguesa', amount: 4800 },
        { id: calabresa!.id, name: 'Calabresa', amount: 4000, available: false },
      ],
    });
    expect(res.statusCode).toBe(200);
    expect(data(res).name).toBe('Sabores (até 2)');
    expect(data(res).items.map((i) => [i.name, i.amount, i.available, i.ranking])).toEqual([
      ['Quatro queijos', 5200, true, 0],
      ['Portuguesa', 4800, true, 1],
      ['Calabresa', 4000, false, 2],
    ]);
    expect(data(res).items[0]!.id).toBe(queijos!.id);
    expect(await t.app.db.select().from(variationItems).where(eq(variationItems.id, atum!.id))).toEqual([]);
  });

  it("answers 422 on items.N.id for another group's item and changes nothing", async () => {
    const { owner, product } = await setup();
    const group = await insertVariation(t.app, product, flavours);
    const other = await insertVariation(t.app, product, sizes);
    const res = await call(owner, 'PUT', `/products/${product.id}/variations/${group.id}`, {
      ...flavours,
      items: [{ id: other.items[0]!.id, name: 'Roubada', amount: 1 }],
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ 'items.0.id': ['Esta opção não pertence a este grupo.'] });
    const [item] = await t.app.db.select().from(variationItems).where(eq(variationItems.id, other.items[0]!.id));
    expect(item?.name).toBe('Média');
  });

  it('answers 422 on items.N.id when an item id repeats', async () => {
    const { owner, product } = await setup();
    const group = await insertVariation(t.app, product, flavours);
    const id = group.items[0]!.id;
    const res = await call(owner, 'PUT', `/products/${product.id}/variations/${group.id}`, {
      ...flavours,
      items: [
        { id, name: 'A', amount: 1 },
        { id, name: 'B', amount: 2 },
      ],
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ 'items.1.id': ['O campo id tem valores repetidos'] });
  });

  it('answers 422 on max when max is below min', async () => {
    const { owner, product } = await setup();
    const group = await insertVariation(t.app, product, flavours);
    const res = await call(owner, 'PUT', `/products/${product.id}/variations/${group.id}`, { ...flavours, min: 2, max: 1 });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.max).toEqual(['O campo máximo precisa ser 2 ou maior']);
  });
});

describe('DELETE /products/:id/variations/:variationId', () => {
  it('deletes the group and its items', async () => {
    const { owner, product } = await setup();
    const group = await insertVariation(t.app, product, flavours);
    const res = await call(owner, 'DELETE', `/products/${product.id}/variations/${group.id}`);
    expect(res.statusCode).toBe(204);
    expect(await t.app.db.select().from(variationItems).where(eq(variationItems.variationId, group.id))).toEqual([]);
    expect((await call(owner, 'GET', `/products/${product.id}/variations`)).json().data).toEqual([]);
  });
});

describe('POST /products/:id/variations/ranking', () => {
  it('reorders the groups; groups left out follow in their order', async () => {
    const { owner, product } = await setup();
    const a = await insertVariation(t.app, product, { ...sizes, name: 'A' });
    const b = await insertVariation(t.app, product, { ...sizes, name: 'B' });
    const c = await insertVariation(t.app, product, { ...sizes, name: 'C' });
    const res = await call(owner, 'POST', `/products/${product.id}/variations/ranking`, { ids: [c.id, a.id] });
    expect(res.statusCode).toBe(200);
    expect((res.json() as { data: VariationResource[] }).data.map((g) => [g.id, g.ranking])).toEqual([
      [c.id, 0],
      [a.id, 1],
      [b.id, 2],
    ]);
  });

  it("answers 404 when an id is another product's group, and keeps the order", async () => {
    const { owner, product } = await setup();
    const a = await insertVariation(t.app, product, sizes);
    const otherProduct = await insertProduct(t.app, owner.business.id);
    const foreign = await insertVariation(t.app, otherProduct, sizes);
    const res = await call(owner, 'POST', `/products/${product.id}/variations/ranking`, { ids: [foreign.id, a.id] });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Grupo de opções não encontrado.');
  });

  it('answers 422 on ids when they repeat', async () => {
    const { owner, product } = await setup();
    const a = await insertVariation(t.app, product, sizes);
    const res = await call(owner, 'POST', `/products/${product.id}/variations/ranking`, { ids: [a.id, a.id] });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.ids).toHaveLength(1);
  });
});

describe('PUT /products/:id/variations/:variationId/available', () => {
  it('withholds and offers the group', async () => {
    const { owner, product } = await setup();
    const group = await insertVariation(t.app, product, flavours);
    const res = await call(owner, 'PUT', `/products/${product.id}/variations/${group.id}/available`, { available: false });
    expect(res.statusCode).toBe(200);
    expect(data(res).available).toBe(false);
    const list = (await call(owner, 'GET', `/products/${product.id}/variations`)).json().data as VariationResource[];
    expect(list[0]!.available).toBe(false);
  });

  it('answers 422 on available when it is missing', async () => {
    const { owner, product } = await setup();
    const group = await insertVariation(t.app, product, flavours);
    const res = await call(owner, 'PUT', `/products/${product.id}/variations/${group.id}/available`, {});
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.available).toEqual(['O campo disponível é obrigatório']);
  });
});

describe('POST /products/:id/variations/copy', () => {
  it("copies a group (with items) of another product of the business, appended last", async () => {
    const { owner, product } = await setup();
    await insertVariation(t.app, product, sizes);
    const source = await insertVariation(t.app, await insertProduct(t.app, owner.business.id), flavours);
    const res = await call(owner, 'POST', `/products/${product.id}/variations/copy`, { source_variation_id: source.id });
    expect(res.statusCode).toBe(201);
    expect(data(res)).toMatchObject({ product_id: product.id, name: 'Sabores', max: 2, is_average_calc: true, ranking: 1 });
    expect(data(res).id).not.toBe(source.id);
    expect(data(res).items.map((i) => [i.name, i.amount])).toEqual([
      ['Calabresa', 4000],
      ['Quatro queijos', 5000],
    ]);
    expect(data(res).items.map((i) => i.id)).not.toContain(source.items[0]!.id);
  });

  it("answers 404 for a group of another business's product", async () => {
    const { owner, product } = await setup();
    const other = await setup();
    const source = await insertVariation(t.app, other.product, flavours);
    const res = await call(owner, 'POST', `/products/${product.id}/variations/copy`, { source_variation_id: source.id });
    expect(res.statusCode).toBe(404);
  });

  it('answers 422 on source_variation_id when it is missing', async () => {
    const { owner, product } = await setup();
    const res = await call(owner, 'POST', `/products/${product.id}/variations/copy`, {});
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['source_variation_id']);
  });
});

describe('PUT /products/:id/variations/:variationId/items/:itemId/toggle', () => {
  it("flips the item's availability", async () => {
    const { owner, product } = await setup();
    const group = await insertVariation(t.app, product, flavours);
    const url = `/products/${product.id}/variations/${group.id}/items/${group.items[1]!.id}/toggle`;
    const off = await call(owner, 'PUT', url);
    expect(off.statusCode).toBe(200);
    expect(data(off).items.map((i) => i.available)).toEqual([true, false]);
    expect(data(await call(owner, 'PUT', url)).items.map((i) => i.available)).toEqual([true, true]);
  });

  it("answers 404 for an item of another group of the product", async () => {
    const { owner, product } = await setup();
    const group = await insertVariation(t.app, product, flavours);
    const other = await insertVariation(t.app, product, sizes);
    const res = await call(owner, 'PUT', `/products/${product.id}/variations/${group.id}/items/${other.items[0]!.id}/toggle`);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Opção não encontrada.');
  });

  it('answers 422 on a non-numeric item id', async () => {
    const { owner, product } = await setup();
    const group = await insertVariation(t.app, product, flavours);
    const res = await call(owner, 'PUT', `/products/${product.id}/variations/${group.id}/items/abc/toggle`);
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['itemId']);
  });
});

/** Every route, against a product (and group) of the caller's business. */
function routes(productId: number, variationId: number, itemId: number): [Method, string, object?][] {
  const base = `/products/${productId}/variations`;
  return [
    ['GET', base],
    ['POST', base, flavours],
    ['PUT', `${base}/${variationId}`, flavours],
    ['DELETE', `${base}/${variationId}`],
    ['POST', `${base}/ranking`, { ids: [variationId] }],
    ['PUT', `${base}/${variationId}/available`, { available: false }],
    ['POST', `${base}/copy`, { source_variation_id: variationId }],
    ['PUT', `${base}/${variationId}/items/${itemId}/toggle`],
  ];
}

describe('every variations route', () => {
  it('answers 401 without a session', async () => {
    const { product } = await setup();
    for (const [method, url, payload] of routes(product.id, 1, 1)) {
      const res = await t.app.inject({ method, url: `/api/v1${url}`, ...(payload ? { payload } : {}) });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('answers 403 to an employee without manage_menu, and lets one with it in', async () => {
    const { owner, product } = await setup();
    const group = await insertVariation(t.app, product, flavours);
    const waiter = await createUser(t.app);
    await addEmployee(t.app, owner.business, waiter, { role: 'waiter' });
    for (const [method, url, payload] of routes(product.id, group.id, group.items[0]!.id)) {
      const res = await t.app.inject({ method, url: `/api/v1${url}`, headers: waiter.headers, ...(payload ? { payload } : {}) });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json().message).toBe('Você não tem permissão para fazer isso.');
    }
    const manager = await createUser(t.app);
    await addEmployee(t.app, owner.business, manager, { role: 'user', permissions: ['manage_menu'] });
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/products/${product.id}/variations`, headers: manager.headers });
    expect(res.statusCode).toBe(200);
  });

  it("answers 404 for another business's product and group", async () => {
    const { owner } = await setup();
    const other = await setup();
    const group = await insertVariation(t.app, other.product, flavours);
    for (const [method, url, payload] of routes(other.product.id, group.id, group.items[0]!.id)) {
      const res = await call(owner, method, url, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json().message).toBe('Produto não encontrado.');
    }
    // Nothing of the other business changed.
    const list = (await call(other.owner, 'GET', `/products/${other.product.id}/variations`)).json().data as VariationResource[];
    expect(list).toHaveLength(1);
    expect(list[0]!.available).toBe(true);
  });

  it("answers 404 for a group of another product of the same business", async () => {
    const { owner, product } = await setup();
    const group = await insertVariation(t.app, await insertProduct(t.app, owner.business.id), flavours);
    const base = `/products/${product.id}/variations/${group.id}`;
    for (const [method, url, payload] of [
      ['PUT', base, flavours],
      ['DELETE', base],
      ['PUT', `${base}/available`, { available: false }],
      ['PUT', `${base}/items/${group.items[0]!.id}/toggle`],
    ] as [Method, string, object?][]) {
      const res = await call(owner, method, url, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json().message).toBe('Grupo de opções não encontrado.');
    }
  });
});
