import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { addEmployee, createBusinessFor, createUser, multipartFile } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/helper';

// The photo the Playwright journey imports too (rendered by scripts/make-menu-photo.mjs).
const FIXTURE = fileURLToPath(new URL('../../../../../../e2e/fixtures/menu-photo.png', import.meta.url));
const FIXTURE_PRODUCTS = [
  { name: 'Coxinha de frango', amount: 850, description: 'Massa de batata e frango desfiado' },
  { name: 'Pastel de queijo', amount: 1200, description: null },
];

let t: TestApp;
let photo: Buffer;
beforeAll(async () => {
  t = await createTestApp({ UPLOAD_LIMIT_BYTES: '200000' });
  photo = fs.readFileSync(FIXTURE);
});
afterAll(async () => t.close());

const url = '/api/v1/products/ocr/process';
const send = (headers: Record<string, string>, file = multipartFile('image', 'menu.png', 'image/png', photo)) =>
  t.app.inject({ method: 'POST', url, headers: { ...headers, ...file.headers }, payload: file.payload });

async function owner() {
  const user = await createUser(t.app);
  const business = await createBusinessFor(t.app, user);
  return { user, business };
}

describe('POST /api/v1/products/ocr/process', () => {
  it("reads the fixture menu's products with their prices and description", async () => {
    const { user } = await owner();
    const started = Date.now();
    const res = await send(user.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: FIXTURE_PRODUCTS });
    // The model loads once; the second photo reuses the worker.
    const again = await send(user.headers);
    expect(again.json().data).toEqual(FIXTURE_PRODUCTS);
    expect(Date.now() - started).toBeLessThan(20_000);
  });

  it('reads a small JPEG of the same menu (enlarged before recognition)', async () => {
    const { user } = await owner();
    const small = await sharp(photo).resize({ width: 600 }).jpeg({ quality: 80 }).toBuffer();
    const res = await send(user.headers, multipartFile('image', 'menu.jpg', 'image/jpeg', small));
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((d: { name: string; amount: number }) => [d.name, d.amount])).toEqual([
      ['Coxinha de frango', 850],
      ['Pastel de queijo', 1200],
    ]);
  });

  it('lets an employee with manage_menu import', async () => {
    const { business } = await owner();
    const cook = await createUser(t.app);
    await addEmployee(t.app, business, cook, { permissions: ['manage_menu'] });
    const res = await send(cook.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toHaveLength(2);
  });

  it('answers 422 on image for a file that is not an image, whatever its name and type say', async () => {
    const { user } = await owner();
    const text = multipartFile('image', 'menu.png', 'image/png', Buffer.from('Coxinha de frango R$ 8,50\n'));
    const res = await send(user.headers, text);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ image: ['O campo imagem deve ser uma imagem'] });
    const en = await send({ ...user.headers, 'accept-language': 'en' }, text);
    expect(en.json().errors).toEqual({ image: ['The image field must be an image'] });
  });

  it('answers 422 on image with a clear message when no product can be read', async () => {
    const { user } = await owner();
    const blank = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#f4f1ea' } }).png().toBuffer();
    const file = multipartFile('image', 'blank.png', 'image/png', blank);
    const res = await send(user.headers, file);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      image: ['Não encontramos produtos nesta imagem. Tente uma foto mais nítida, de frente e bem iluminada.'],
    });
    const en = await send({ ...user.headers, 'accept-language': 'en' }, file);
    expect(en.json().errors.image[0]).toMatch(/could not find any products/);
  });

  it('answers 422 on image when no file is sent', async () => {
    const { user } = await owner();
    const res = await send(user.headers, multipartFile('cover', 'menu.png', 'image/png', photo));
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['image']);
  });

  it('answers 413 for a file over the upload limit', async () => {
    const { user } = await owner();
    const res = await send(user.headers, multipartFile('image', 'big.png', 'image/png', Buffer.alloc(300_000, 1)));
    expect(res.statusCode).toBe(413);
  });

  it('answers 403 to an employee without manage_menu', async () => {
    const { business } = await owner();
    const waiter = await createUser(t.app);
    await addEmployee(t.app, business, waiter, { permissions: ['manage_orders'] });
    const res = await send(waiter.headers);
    expect(res.statusCode).toBe(403);
  });

  it('answers 401 without a session', async () => {
    const res = await send({});
    expect(res.statusCode).toBe(401);
  });
});
