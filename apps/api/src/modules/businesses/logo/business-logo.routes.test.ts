import { beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { addEmployee, blockBusiness, createBusinessFor, createUser, multipartFile } from '../../../test/factories';
import type { TestApp } from '../../../test/helper';
import { describeOnEachStore, storedBytes } from '../../../test/storage';

let t: TestApp;
let png: Buffer;

const upload = (id: number, headers: Record<string, string>, file = multipartFile('logo', 'logo.png', 'image/png', png)) =>
  t.app.inject({ method: 'POST', url: `/api/v1/businesses/${id}/logo`, headers: { ...headers, ...file.headers }, payload: file.payload });

const stored = (url: string) => storedBytes(t.app, url);

beforeAll(async () => {
  png = await sharp({ create: { width: 1200, height: 600, channels: 3, background: '#c0392b' } }).png().toBuffer();
});

describeOnEachStore({ UPLOAD_LIMIT_BYTES: '200000' }, (app) => (t = app), () => {
  describe('POST /api/v1/businesses/{id}/logo', () => {
    it('stores the image resized to at most 512 px as WebP, and serves it', async () => {
      const owner = await createUser(t.app);
      const business = await createBusinessFor(t.app, owner);
      const res = await upload(business.id, owner.headers);
      expect(res.statusCode).toBe(200);
      const logo: string = res.json().data.logo;
      expect(logo).toMatch(/^\/uploads\/logos\/[0-9a-f]{32}\.webp$/);
      const meta = await sharp((await stored(logo))!).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: 512, height: 256 });
      const served = await t.app.inject({ method: 'GET', url: logo });
      expect(served.statusCode).toBe(200);
    });

    it('replaces the previous logo and deletes its file', async () => {
      const owner = await createUser(t.app);
      const business = await createBusinessFor(t.app, owner);
      const first: string = (await upload(business.id, owner.headers)).json().data.logo;
      const second: string = (await upload(business.id, owner.headers)).json().data.logo;
      expect(second).not.toBe(first);
      expect(await stored(first)).toBeNull();
      expect(await stored(second)).not.toBeNull();
    });

    it('answers 422 on logo for a file that is not an image, whatever its name and type say', async () => {
      const owner = await createUser(t.app);
      const business = await createBusinessFor(t.app, owner);
      const fake = multipartFile('logo', 'logo.png', 'image/png', Buffer.from('%PDF-1.4 not an image at all'));
      const res = await upload(business.id, owner.headers, fake);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ logo: ['O campo logo deve ser uma imagem'] });
      const en = await upload(business.id, { ...owner.headers, 'accept-language': 'en' }, fake);
      expect(en.json().errors).toEqual({ logo: ['The logo field must be an image'] });
    });

    it('answers 422 on logo when no file is sent', async () => {
      const owner = await createUser(t.app);
      const business = await createBusinessFor(t.app, owner);
      const wrongField = await upload(business.id, owner.headers, multipartFile('image', 'a.png', 'image/png', png));
      expect(wrongField.statusCode).toBe(422);
      expect(wrongField.json().errors).toEqual({ logo: ['O campo logo é obrigatório'] });
      const json = await t.app.inject({ method: 'POST', url: `/api/v1/businesses/${business.id}/logo`, headers: owner.headers, payload: {} });
      expect(json.statusCode).toBe(422);
      expect(json.json().errors).toEqual({ logo: ['O campo logo é obrigatório'] });
    });

    it('answers 413 for a file over the upload limit', async () => {
      const owner = await createUser(t.app);
      const business = await createBusinessFor(t.app, owner);
      const big = multipartFile('logo', 'big.png', 'image/png', Buffer.alloc(300_000, 1));
      const res = await upload(business.id, owner.headers, big);
      expect(res.statusCode).toBe(413);
    });

    it('answers 403 to a waiter without manage_settings', async () => {
      const owner = await createUser(t.app);
      const waiter = await createUser(t.app);
      const business = await createBusinessFor(t.app, owner);
      await addEmployee(t.app, business, waiter, { permissions: ['manage_orders'] });
      const res = await upload(business.id, waiter.headers);
      expect(res.statusCode).toBe(403);
    });

    it("answers 404 for a business the caller is not a member of", async () => {
      const owner = await createUser(t.app);
      const stranger = await createUser(t.app);
      const business = await createBusinessFor(t.app, owner);
      const res = await upload(business.id, stranger.headers);
      expect(res.statusCode).toBe(404);
    });

    it('answers 403 business_blocked for a blocked business', async () => {
      const owner = await createUser(t.app);
      const business = await createBusinessFor(t.app, owner);
      await blockBusiness(t.app, business);
      const res = await upload(business.id, owner.headers);
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('business_blocked');
    });

    it('answers 401 without a session', async () => {
      const owner = await createUser(t.app);
      const business = await createBusinessFor(t.app, owner);
      const res = await upload(business.id, {});
      expect(res.statusCode).toBe(401);
    });
  });

  describe('DELETE /api/v1/businesses/{id}/logo', () => {
    it('removes the logo and its file', async () => {
      const owner = await createUser(t.app);
      const business = await createBusinessFor(t.app, owner);
      const logo: string = (await upload(business.id, owner.headers)).json().data.logo;
      const res = await t.app.inject({ method: 'DELETE', url: `/api/v1/businesses/${business.id}/logo`, headers: owner.headers });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.logo).toBeNull();
      expect(await stored(logo)).toBeNull();
    });

    it('answers 403 without manage_settings, 404 for a stranger, 401 without a session, 422 on a bad id', async () => {
      const owner = await createUser(t.app);
      const waiter = await createUser(t.app);
      const stranger = await createUser(t.app);
      const business = await createBusinessFor(t.app, owner);
      await addEmployee(t.app, business, waiter);
      const url = `/api/v1/businesses/${business.id}/logo`;
      expect((await t.app.inject({ method: 'DELETE', url, headers: waiter.headers })).statusCode).toBe(403);
      expect((await t.app.inject({ method: 'DELETE', url, headers: stranger.headers })).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'DELETE', url })).statusCode).toBe(401);
      const bad = await t.app.inject({ method: 'DELETE', url: '/api/v1/businesses/abc/logo', headers: owner.headers });
      expect(bad.statusCode).toBe(422);
      expect(bad.json().errors.id).toBeDefined();
    });

    it('answers 403 business_blocked for a blocked business', async () => {
      const owner = await createUser(t.app);
      const business = await createBusinessFor(t.app, owner);
      await blockBusiness(t.app, business);
      const res = await t.app.inject({ method: 'DELETE', url: `/api/v1/businesses/${business.id}/logo`, headers: owner.headers });
      expect(res.json()).toMatchObject({ code: 'business_blocked' });
    });
  });
});
