import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { cookieLogin, registerAccount, type Account } from '../../test/accounts';
import { multipartFile } from '../../test/factories';
import type { TestApp } from '../../test/helper';
import { describeOnEachStore } from '../../test/storage';

let t: TestApp;

const png = (width = 400, height = 300) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 60, b: 40 } } }).png().toBuffer();
const upload = (account: { headers: Record<string, string> } | null, field: string, data: Buffer, type = 'image/png') => {
  const form = multipartFile(field, 'foto.png', type, data);
  return t.app.inject({ method: 'POST', url: '/api/v1/me/avatar', payload: form.payload, headers: { ...form.headers, ...account?.headers } });
};
const fetchUpload = (url: string) => t.app.inject({ method: 'GET', url });

describeOnEachStore({ RATE_LIMIT_LOGIN_PER_MINUTE: '1000', UPLOAD_LIMIT_BYTES: '200000' }, (app) => (t = app), () => {
  describe('POST /api/v1/me/avatar', () => {
    let account: Account;
    beforeAll(async () => {
      account = await registerAccount(t.app);
    });

    it('stores the image as a 256×256 WebP, serves it, and replaces the previous one', async () => {
      const res = await upload(account, 'avatar', await png());
      expect(res.statusCode).toBe(200);
      const first: string = res.json().data.avatar;
      expect(first).toMatch(/^\/uploads\/avatars\/[0-9a-f]{32}\.webp$/);
      const served = await fetchUpload(first);
      expect(served.statusCode).toBe(200);
      expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 256, height: 256 });

      const jpeg = await sharp(await png(100, 500)).jpeg().toBuffer();
      const second: string = (await upload(account, 'avatar', jpeg, 'image/jpeg')).json().data.avatar;
      expect(second).not.toBe(first);
      expect((await fetchUpload(first)).statusCode).toBe(404);
      expect((await fetchUpload(second)).statusCode).toBe(200);
    });

    it('judges the content, not the declared type: text named .png is refused', async () => {
      const res = await upload(account, 'avatar', Buffer.from('isto não é uma imagem'));
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ avatar: ['O campo avatar deve ser uma imagem'] });
      const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
      expect((await upload(account, 'avatar', gif, 'image/gif')).statusCode).toBe(422);
    });

    it('answers 422 on avatar without the file field, 413 above the upload limit', async () => {
      const wrongField = await upload(account, 'photo', await png());
      expect(wrongField.json().errors).toEqual({ avatar: ['O campo avatar é obrigatório'] });
      const json = await t.app.inject({ method: 'POST', url: '/api/v1/me/avatar', payload: { avatar: 'x' }, headers: account.headers });
      expect(json.statusCode).toBe(422);
      const big = await upload(account, 'avatar', randomBytes(300_000));
      expect(big.statusCode).toBe(413);
      expect(big.json().message).toBe('O conteúdo enviado é grande demais.');
    });

    it('needs a session, and X-Requested-With with the cookie', async () => {
      expect((await upload(null, 'avatar', await png())).statusCode).toBe(401);
      const cookie = await cookieLogin(t.app, account);
      expect((await upload({ headers: { cookie } }, 'avatar', await png())).statusCode).toBe(403);
      expect((await upload({ headers: { cookie, 'x-requested-with': 'XMLHttpRequest' } }, 'avatar', await png())).statusCode).toBe(200);
    });
  });

  describe('DELETE /api/v1/me/avatar', () => {
    it('removes the avatar and its file', async () => {
      const account = await registerAccount(t.app);
      const avatar: string = (await upload(account, 'avatar', await png())).json().data.avatar;
      const res = await t.app.inject({ method: 'DELETE', url: '/api/v1/me/avatar', headers: account.headers });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.avatar).toBeNull();
      expect((await fetchUpload(avatar)).statusCode).toBe(404);
    });

    it('answers 401 without a session', async () => {
      expect((await t.app.inject({ method: 'DELETE', url: '/api/v1/me/avatar' })).statusCode).toBe(401);
    });
  });
});
