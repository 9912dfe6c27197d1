import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { products } from '../../../db/schema/index';
import { createTestApp, type TestApp } from '../../../test/helper';
import { insertPromotionRow, insertVariation, sizes } from '../variations/options-fixtures';
import { addCategory, addProduct, call, createMenu, errorsOf, productOf, type Menu } from '../menu-fixtures';

// Issue 13: no free food without the owner's word (a product that costs nothing needs confirm_free,
// a new price may not let a promotion take all of it), and a product with its cover is made in one
// request or not at all.

let t: TestApp;
let jpeg: Buffer;
beforeAll(async () => {
  t = await createTestApp();
  jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#d35400' } }).jpeg().toBuffer();
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

/** A multipart body: text fields first, then files, as a browser's FormData sends them. */
function form(fields: Record<string, string>, files: { field: string; filename: string; type: string; data: Buffer }[] = []) {
  const boundary = `----comanda${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const file of files) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\nContent-Type: ${file.type}\r\n\r\n`),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const postForm = (menu: Menu, body: ReturnType<typeof form>) =>
  t.app.inject({ method: 'POST', url: '/api/v1/products', headers: { ...menu.user.headers, ...body.headers }, payload: body.payload });

const coverFiles = () => {
  const dir = path.join(t.app.config.uploadsDir, 'covers');
  return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
};

describe('POST /products with its cover, in one request', () => {
  it('creates the product with the cover stored as WebP', async () => {
    const { menu, category } = await setup();
    const product = JSON.stringify({ category_id: category.id, name: 'Pizza da Casa', amount: 2590 });
    const res = await postForm(menu, form({ product }, [{ field: 'cover', filename: 'pizza.jpg', type: 'image/jpeg', data: jpeg }]));
    expect(res.statusCode).toBe(201);
    const cover = productOf(res).cover_url!;
    expect(cover).toMatch(/^\/uploads\/covers\/[0-9a-f]{32}\.webp$/);
    expect((await t.app.inject({ method: 'GET', url: cover })).statusCode).toBe(200);
  });

  it('a text file named .png answers 422 on cover and leaves neither a product nor a file behind', async () => {
    const { menu, category } = await setup();
    const before = coverFiles();
    const product = JSON.stringify({ category_id: category.id, name: 'Pizza da Casa', amount: 2590 });
    const fake = { field: 'cover', filename: 'foto.png', type: 'image/png', data: Buffer.from('isto não é uma imagem') };
    const res = await postForm(menu, form({ product }, [fake]));
    expect(res.statusCode).toBe(422);
    expect(errorsOf(res)).toEqual({ cover: ['O campo capa deve ser uma imagem'] });
    expect(await productsIn(category.id)).toHaveLength(0);
    expect(coverFiles()).toEqual(before);
  });

  it('validates the product part like a JSON body, before storing anything', async () => {
    const { menu, category } = await setup();
    const before = coverFiles();
    const product = JSON.stringify({ category_id: category.id, name: '', amount: 0 });
    const res = await postForm(menu, form({ product }, [{ field: 'cover', filename: 'pizza.jpg', type: 'image/jpeg', data: jpeg }]));
    expect(res.statusCode).toBe(422);
    expect(errorsOf(res)).toHaveProperty('name');
    expect(coverFiles()).toEqual(before);
    const free = await postForm(menu, form({ product: JSON.stringify({ category_id: category.id, name: 'Água', amount: 0 }) }));
    expect(Object.keys(errorsOf(free))).toEqual(['confirm_free']);
    expect(await productsIn(category.id)).toHaveLength(0);
  });

  it('answers 400 for a product part that is not JSON and 422 for a field it does not know', async () => {
    const { menu } = await setup();
    expect((await postForm(menu, form({ product: '{not json' }))).statusCode).toBe(400);
    const unknown = await postForm(menu, form({ colour: 'red' }));
    expect(unknown.statusCode).toBe(422);
    expect(errorsOf(unknown)).toEqual({ _: ['Campos não permitidos: colour'] });
  });
});
