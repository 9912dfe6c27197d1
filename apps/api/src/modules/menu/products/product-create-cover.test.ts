import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { products } from '../../../db/schema/index';
import type { TestApp } from '../../../test/helper';
import { describeOnEachStore, storedKeys } from '../../../test/storage';
import { addCategory, createMenu, errorsOf, productOf, type Menu } from '../menu-fixtures';

// Issue 13: a product with its cover is made in one request (POST v1/products, multipart) or not at
// all, on the folder and on an S3 bucket.

let t: TestApp;
let jpeg: Buffer;
beforeAll(async () => {
  jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#d35400' } }).jpeg().toBuffer();
});

async function setup() {
  const menu = await createMenu(t.app);
  const category = await addCategory(menu);
  return { menu, category };
}

const productsIn = async (categoryId: number) => t.app.db.select().from(products).where(eq(products.categoryId, categoryId));

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

const coverFiles = () => storedKeys(t.app, 'covers');

describeOnEachStore({}, (app) => (t = app), () => {
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
      const before = await coverFiles();
      const product = JSON.stringify({ category_id: category.id, name: 'Pizza da Casa', amount: 2590 });
      const fake = { field: 'cover', filename: 'foto.png', type: 'image/png', data: Buffer.from('isto não é uma imagem') };
      const res = await postForm(menu, form({ product }, [fake]));
      expect(res.statusCode).toBe(422);
      expect(errorsOf(res)).toEqual({ cover: ['O campo capa deve ser uma imagem'] });
      expect(await productsIn(category.id)).toHaveLength(0);
      expect(await coverFiles()).toEqual(before);
    });

    it('validates the product part like a JSON body, before storing anything', async () => {
      const { menu, category } = await setup();
      const before = await coverFiles();
      const product = JSON.stringify({ category_id: category.id, name: '', amount: 0 });
      const res = await postForm(menu, form({ product }, [{ field: 'cover', filename: 'pizza.jpg', type: 'image/jpeg', data: jpeg }]));
      expect(res.statusCode).toBe(422);
      expect(errorsOf(res)).toHaveProperty('name');
      expect(await coverFiles()).toEqual(before);
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
});
