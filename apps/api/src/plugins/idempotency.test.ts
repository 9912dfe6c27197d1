import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { idempotencyKeys, products } from '../db/schema/index';
import { createTestApp, type TestApp } from '../test/helper';
import { addCategory, addProduct, createMenu, type Menu } from '../modules/menu/menu-fixtures';

// Issue 12 / docs/decisions/0014: Idempotency-Key on product duplicate, the first route that takes it.

let t: TestApp;
let menu: Menu;
let productId: number;
beforeAll(async () => {
  t = await createTestApp();
  menu = await createMenu(t.app);
  productId = (await addProduct(menu, await addCategory(menu))).id;
});
afterAll(async () => t.close());

const duplicate = (id: number, key?: string, who: Menu = menu) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/v1/products/${id}/duplicate`,
    headers: { ...who.user.headers, ...(key === undefined ? {} : { 'idempotency-key': key }) },
  });
const copies = async () => (await t.app.db.select().from(products).where(eq(products.businessId, menu.business.id))).length;

describe('PUT /products/{id}/duplicate with an Idempotency-Key', () => {
  it('makes one copy for a retried request and answers the first answer again', async () => {
    const before = await copies();
    const first = await duplicate(productId, 'dup-1');
    expect(first.statusCode).toBe(201);
    const again = await duplicate(productId, 'dup-1');
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await copies()).toBe(before + 1);
  });

  it('makes one copy when two requests with the same key arrive at the same moment (a double click)', async () => {
    const before = await copies();
    const answers = await Promise.all([duplicate(productId, 'dup-race'), duplicate(productId, 'dup-race'), duplicate(productId, 'dup-race')]);
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201]);
    expect(new Set(answers.map((a) => a.json().data.id)).size).toBe(1);
    expect(await copies()).toBe(before + 1);
  });

  it('refuses the same key for another request (another product) with 422, and copies nothing', async () => {
    const other = (await addProduct(menu, await addCategory(menu, 'Outra'))).id;
    await duplicate(productId, 'dup-2');
    const before = await copies();
    const res = await duplicate(other, 'dup-2');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ idempotency_key: ['Esta chave de idempotência já foi usada em outro pedido.'] });
    expect(await copies()).toBe(before);
  });

  it('keeps no key for a request that failed, so it can be retried', async () => {
    const res = await duplicate(999_999, 'dup-404');
    expect(res.statusCode).toBe(404);
    const keys = await t.app.db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.businessId, menu.business.id), eq(idempotencyKeys.key, 'dup-404')));
    expect(keys).toEqual([]);
  });

  it('scopes keys by business: another business may use the same key', async () => {
    const other = await createMenu(t.app);
    const theirs = (await addProduct(other, await addCategory(other))).id;
    expect((await duplicate(productId, 'shared-key')).statusCode).toBe(201);
    const res = await duplicate(theirs, 'shared-key', other);
    expect(res.statusCode).toBe(201);
    expect(res.headers['idempotent-replayed']).toBeUndefined();
  });

  it('refuses a malformed key with 422 and works as before without one', async () => {
    expect((await duplicate(productId, 'x'.repeat(256))).statusCode).toBe(422);
    const before = await copies();
    await duplicate(productId);
    await duplicate(productId);
    expect(await copies()).toBe(before + 2);
  });
});
