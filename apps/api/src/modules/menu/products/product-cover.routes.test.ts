import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { multipartFile } from '../../../test/factories';
import type { TestApp } from '../../../test/helper';
import { describeOnEachStore, storedBytes } from '../../../test/storage';
import { addCategory, addProduct, call, createMenu, errorsOf, productOf, waiterOf, type Menu } from '../menu-fixtures';

// v1/products/{id}/cover: uploaded, checked by content, resized, stored as WebP; removed with the
// product; copied (as a new file) with a duplicate.

let t: TestApp;
let jpeg: Buffer;

type Who = { headers: Record<string, string> };
const upload = (menu: Menu, id: number, file = multipartFile('cover', 'pizza.jpg', 'image/jpeg', jpeg), who: Who = menu.user) =>
  t.app.inject({ method: 'POST', url: `/api/v1/products/${id}/cover`, headers: { ...who.headers, ...file.headers }, payload: file.payload });

const stored = (url: string) => storedBytes(t.app, url);

async function setup() {
  const menu = await createMenu(t.app);
  const product = await addProduct(menu, await addCategory(menu));
  return { menu, product };
}

beforeAll(async () => {
  jpeg = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#d35400' } }).jpeg().toBuffer();
});

describeOnEachStore({ UPLOAD_LIMIT_BYTES: '300000' }, (app) => (t = app), () => {
  describe('POST /products/:id/cover', () => {
    it('stores the picture as WebP of at most 1024 px and answers the product with its cover_url', async () => {
      const { menu, product } = await setup();
      const res = await upload(menu, product.id);
      expect(res.statusCode).toBe(200);
      const cover = productOf(res).cover_url!;
      expect(cover).toMatch(/^\/uploads\/covers\/[0-9a-f]{32}\.webp$/);
      const meta = await sharp((await stored(cover))!).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: 1024, height: 768 });
      expect((await t.app.inject({ method: 'GET', url: cover })).statusCode).toBe(200);
      expect(productOf(await call(menu, 'GET', `/products/${product.id}`)).cover_url).toBe(cover);
    });

    it('makes the small AVIF and WebP copies the public menu lists it with, and deletes them with the cover', async () => {
      const { menu, product } = await setup();
      const cover = productOf(await upload(menu, product.id)).cover_url!;
      for (const format of ['avif', 'webp'] as const) {
        const url = cover.replace(/\.webp$/, `-192.${format}`);
        const res = await t.app.inject({ method: 'GET', url });
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toBe(`image/${format}`);
        expect(await sharp(res.rawPayload).metadata()).toMatchObject({ width: 192, height: 192 });
        expect(res.rawPayload.length).toBeLessThan(10_000);
      }
      await upload(menu, product.id); // a new cover: the old one goes, copies included
      expect(await stored(cover.replace(/\.webp$/, '-192.avif'))).toBeNull();
      expect(await stored(cover.replace(/\.webp$/, '-192.webp'))).toBeNull();
    });

    it('a cover stored before small copies were made gets them at their first request; a copy of no cover is a 404', async () => {
      const { menu, product } = await setup();
      const cover = productOf(await upload(menu, product.id)).cover_url!;
      const key = cover.replace('/uploads/', '');
      await t.app.storage.delete(key.replace(/\.webp$/, '-192.avif'));
      const res = await t.app.inject({ method: 'GET', url: cover.replace(/\.webp$/, '-192.avif') });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/avif');
      expect(await stored(cover.replace(/\.webp$/, '-192.avif'))).not.toBeNull();
      expect((await t.app.inject({ method: 'GET', url: '/uploads/covers/0123456789abcdef0123456789abcdef-192.avif' })).statusCode).toBe(404);
    });

    it('replaces the previous cover and deletes its file', async () => {
      const { menu, product } = await setup();
      const first = productOf(await upload(menu, product.id)).cover_url!;
      const second = productOf(await upload(menu, product.id)).cover_url!;
      expect(second).not.toBe(first);
      expect(await stored(first)).toBeNull();
      expect(await stored(second)).not.toBeNull();
    });

    it('answers 422 on cover for a file that is not an image, whatever its name says, in the caller language', async () => {
      const { menu, product } = await setup();
      const pdf = multipartFile('cover', 'cardapio.png', 'image/png', Buffer.from('%PDF-1.4 not a picture'));
      const res = await upload(menu, product.id, pdf);
      expect(res.statusCode).toBe(422);
      expect(errorsOf(res)).toEqual({ cover: ['O campo capa deve ser uma imagem'] });
      const text = multipartFile('cover', 'notes.txt', 'text/plain', Buffer.from('Pizza 10,00'));
      const en = await upload(menu, product.id, text, { headers: { ...menu.user.headers, 'accept-language': 'en' } });
      expect(en.statusCode).toBe(422);
      expect(errorsOf(en)).toEqual({ cover: ['The cover field must be an image'] });
      expect(productOf(await call(menu, 'GET', `/products/${product.id}`)).cover_url).toBeNull();
    });

    it('answers 422 on cover when no file is sent, and 413 for a file above the upload limit', async () => {
      const { menu, product } = await setup();
      const wrongField = await upload(menu, product.id, multipartFile('image', 'pizza.jpg', 'image/jpeg', jpeg));
      expect(wrongField.statusCode).toBe(422);
      expect(Object.keys(errorsOf(wrongField))).toEqual(['cover']);
      const huge = multipartFile('cover', 'huge.jpg', 'image/jpeg', Buffer.alloc(400_000, 1));
      expect((await upload(menu, product.id, huge)).statusCode).toBe(413);
    });

    it("answers 401 without a session, 403 without manage_menu, 404 for another business's product", async () => {
      const { menu, product } = await setup();
      expect((await upload(menu, product.id, undefined, { headers: {} })).statusCode).toBe(401);
      expect((await upload(menu, product.id, undefined, await waiterOf(menu))).statusCode).toBe(403);
      const other = await setup();
      const res = await upload(menu, other.product.id);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Produto não encontrado.');
    });
  });

  describe('DELETE /products/:id/cover', () => {
    it('removes the cover and its file', async () => {
      const { menu, product } = await setup();
      const cover = productOf(await upload(menu, product.id)).cover_url!;
      const res = await call(menu, 'DELETE', `/products/${product.id}/cover`);
      expect(res.statusCode).toBe(200);
      expect(productOf(res).cover_url).toBeNull();
      expect(await stored(cover)).toBeNull();
    });

    it("answers 401, 403 without manage_menu, 404 for another business's product", async () => {
      const { menu, product } = await setup();
      expect((await call(menu, 'DELETE', `/products/${product.id}/cover`, undefined, { headers: {} })).statusCode).toBe(401);
      expect((await call(menu, 'DELETE', `/products/${product.id}/cover`, undefined, await waiterOf(menu))).statusCode).toBe(403);
      const other = await setup();
      expect((await call(menu, 'DELETE', `/products/${other.product.id}/cover`)).statusCode).toBe(404);
    });
  });

  describe('the cover file follows the product', () => {
    it('deleting the product deletes its cover file', async () => {
      const { menu, product } = await setup();
      const cover = productOf(await upload(menu, product.id)).cover_url!;
      expect((await call(menu, 'DELETE', `/products/${product.id}`)).statusCode).toBe(204);
      expect(await stored(cover)).toBeNull();
    });

    it('a duplicate gets its own copy of the file, which outlives the original', async () => {
      const { menu, product } = await setup();
      const cover = productOf(await upload(menu, product.id)).cover_url!;
      const copy = productOf(await call(menu, 'PUT', `/products/${product.id}/duplicate`));
      expect(copy.cover_url).toMatch(/^\/uploads\/covers\/[0-9a-f]{32}\.webp$/);
      expect(copy.cover_url).not.toBe(cover);
      expect((await stored(copy.cover_url!))!.equals((await stored(cover))!)).toBe(true);
      await call(menu, 'DELETE', `/products/${product.id}`);
      expect(await stored(copy.cover_url!)).not.toBeNull();
    });
  });
});
