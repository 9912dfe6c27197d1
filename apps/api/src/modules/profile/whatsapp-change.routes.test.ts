import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { oneTimeTokens } from '../../db/schema/index';
import { createUser, type TestUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/helper';
import { uniqueWhatsapp } from '../../test/accounts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_LOGIN_PER_MINUTE: '1000' });
});
afterAll(async () => t.close());

const call = (method: 'POST' | 'PUT', payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method, url: '/api/v1/me/whatsapp-change', payload: payload as never, headers });
const INVALID = { code: ['Código inválido ou expirado.'] };

// A number confirmed once signs in to that account (decision 0036): each test asks for a fresh one.
async function requestCode(user: TestUser, whatsapp = uniqueWhatsapp().typed): Promise<string> {
  const res = await call('POST', { whatsapp }, user.headers);
  expect(res.statusCode).toBe(200);
  const message = t.sent.at(-1)!;
  expect(message.channel).toBe('whatsapp');
  return message.text.match(/\b(\d{6})\b/)![1]!;
}
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('POST /api/v1/me/whatsapp-change', () => {
  it('sends a 6-digit code to the new number in E.164', async () => {
    const user = await createUser(t.app);
    const res = await call('POST', { whatsapp: '(21) 99876-5432' }, user.headers);
    expect(res.json()).toEqual({ message: 'Enviamos um código para o seu WhatsApp.' });
    const message = t.sent.at(-1)!;
    expect(message).toMatchObject({ channel: 'whatsapp', to: '+5521998765432' });
    expect(message.text).toMatch(/^Comanda: seu código para confirmar este WhatsApp é \d{6}\./);
  });

  it('writes the code message in the user language', async () => {
    const user = await createUser(t.app, { lang: 'en' });
    await call('POST', { whatsapp: '+55 11 98765-4321' }, user.headers);
    expect(t.sent.at(-1)!.text).toMatch(/^Comanda: your code to confirm this WhatsApp number is \d{6}\./);
  });

  it('refuses an invalid number and validates the body', async () => {
    const user = await createUser(t.app);
    const h = user.headers;
    for (const whatsapp of ['12345', '(12) 3']) {
      const res = await call('POST', { whatsapp }, h);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ whatsapp: ['O campo WhatsApp deve ser um número de telefone válido, com DDD'] });
    }
    expect((await call('POST', {}, h)).json().errors).toEqual({ whatsapp: ['O campo WhatsApp é obrigatório'] });
    expect((await call('POST', {}, { ...h, 'accept-language': 'en' })).json().errors).toEqual({ whatsapp: ['The WhatsApp field is required'] });
    expect((await call('POST', { whatsapp: 11987654321 }, h)).statusCode).toBe(422);
    expect((await call('POST', { whatsapp: '11987654321', code: '1' }, h)).statusCode).toBe(422);
    expect((await call('POST', '{', { ...h, 'content-type': 'application/json' })).statusCode).toBe(400);
    expect((await call('POST', { whatsapp: '11987654321' })).statusCode).toBe(401);
  });
});

describe('PUT /api/v1/me/whatsapp-change', () => {
  it('changes the number with the right code, once', async () => {
    const user = await createUser(t.app);
    const code = await requestCode(user, '(11) 98765-4321');
    const res = await call('PUT', { code }, user.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.whatsapp).toBe('+5511987654321');
    expect((await call('PUT', { code }, user.headers)).json().errors).toEqual(INVALID);
  });

  it('kills the code after 5 wrong attempts', async () => {
    const user = await createUser(t.app);
    const code = await requestCode(user);
    for (let i = 0; i < 5; i++) expect((await call('PUT', { code: wrongCode(code) }, user.headers)).statusCode).toBe(422);
    expect((await call('PUT', { code }, user.headers)).json().errors).toEqual(INVALID);
  });

  it('only accepts the newest code, before it expires, and only for its user', async () => {
    const user = await createUser(t.app);
    const other = await createUser(t.app);
    const old = await requestCode(user);
    const newest = await requestCode(user, '(31) 98888-7777');
    if (old !== newest) expect((await call('PUT', { code: old }, user.headers)).statusCode).toBe(422);
    expect((await call('PUT', { code: newest }, other.headers)).statusCode).toBe(422);
    await t.app.db.update(oneTimeTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(oneTimeTokens.userId, user.id));
    expect((await call('PUT', { code: newest }, user.headers)).json().errors).toEqual(INVALID);
  });

  it('validates the body and needs a session', async () => {
    const user = await createUser(t.app);
    const h = user.headers;
    expect((await call('PUT', {}, h)).json().errors).toEqual({ code: ['O campo código é obrigatório'] });
    expect((await call('PUT', { code: 'abc123' }, h)).json().errors).toEqual({ code: ['O campo código possui um formato inválido'] });
    expect((await call('PUT', { code: 'abc123' }, { ...h, 'accept-language': 'en' })).json().errors).toEqual({
      code: ['The code field format is invalid'],
    });
    expect((await call('PUT', { code: 123456 }, h)).statusCode).toBe(422);
    expect((await call('PUT', { code: '123456', whatsapp: 'x' }, h)).statusCode).toBe(422);
    expect((await call('PUT', '{', { ...h, 'content-type': 'application/json' })).statusCode).toBe(400);
    expect((await call('PUT', { code: '123456' })).statusCode).toBe(401);
  });
});
