import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { EmployeeResource } from '@comanda/domain/employees/employee-resource';
import { users } from '../../db/schema/index';
import { hashPassword } from '../../lib/passwords';
import { linkIn, uniqueEmail, uniqueWhatsapp } from '../../test/accounts';
import { createUser } from '../../test/factories';
import { apiCaller } from '../../test/call-api';
import { createTestApp, type TestApp } from '../../test/helper';
import { createShop, type Shop } from '../../test/order-fixtures';

// Issue 19, decision 0036: an employee registered with a WhatsApp number and no e-mail signs in with
// the number; their invitation and password links go to WhatsApp; a number signs in to one account.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_LOGIN_PER_MINUTE: '1000', APP_URL: 'http://localhost:5173' });
});
afterAll(async () => t.close());

const call = apiCaller(() => t.app);
const PASSWORD = 'senha-forte-123';


async function registerByWhatsapp(shop: Shop, typed: string, extra: Record<string, unknown> = {}): Promise<EmployeeResource> {
  const res = await call(shop.user, 'POST', '/employees/register-waiter', { name: 'Zeca Garçom', whatsapp: typed, preset: 'garcom', ...extra });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { data: EmployeeResource }).data;
}

function lastWhatsapp(to: string): string {
  const message = [...t.sent].reverse().find((m) => m.to === to && m.channel === 'whatsapp');
  expect(message, `a WhatsApp message to ${to}`).toBeDefined();
  return message!.text;
}

async function loginByWhatsapp(whatsapp: string, password = PASSWORD) {
  return call(null, 'POST', '/login', { whatsapp, password });
}

async function choosePassword(link: URL, identity: Record<string, string>) {
  return call(null, 'POST', '/reset-password', { token: link.searchParams.get('token'), ...identity, password: PASSWORD, password_confirmation: PASSWORD });
}

describe('an employee without an e-mail', () => {
  it('gets the invitation on WhatsApp, chooses a password and signs in with the number however it is typed', async () => {
    const shop = await createShop(t.app);
    const number = uniqueWhatsapp();
    const employee = await registerByWhatsapp(shop, number.typed);
    expect(employee).toMatchObject({ email: null, whatsapp: number.e164, whatsapp_verified: false, invitation_pending: true });

    const link = linkIn(lastWhatsapp(number.e164), '/reset-password');
    expect(link.searchParams.get('invite')).toBe('1');
    expect(link.searchParams.get('whatsapp')).toBe(number.e164);
    expect(link.searchParams.has('email')).toBe(false);

    // The link's number must be the account's.
    expect((await choosePassword(link, { whatsapp: uniqueWhatsapp().typed })).statusCode).toBe(422);
    expect((await choosePassword(link, { email: uniqueEmail() })).statusCode).toBe(422);
    expect((await choosePassword(link, { whatsapp: number.e164 })).statusCode).toBe(200);

    const res = await loginByWhatsapp(`+55 ${number.typed}`);
    expect(res.statusCode, res.body).toBe(200);
    const waiter = { headers: { authorization: `Bearer ${(res.json() as { access_token: string }).access_token}` } };
    const me = (await call(waiter, 'GET', '/me')).json().data;
    // Opening the link sent to the number proved it is theirs.
    expect(me).toMatchObject({ email: null, email_verified: false, whatsapp: number.e164, current_business_id: shop.business.id });
    expect((await call(waiter, 'GET', `/businesses/${shop.business.id}/tables`)).statusCode).toBe(200);
    expect((await call(shop.user, 'GET', `/employees/${employee.id}/show`)).json().data).toMatchObject({ whatsapp_verified: true, invitation_pending: false });
  });

  it('a wrong password, an unknown number or a number that is no number all get the same answer, on the whatsapp field', async () => {
    const shop = await createShop(t.app);
    const number = uniqueWhatsapp();
    await registerByWhatsapp(shop, number.typed, { password: PASSWORD });
    for (const [whatsapp, password] of [
      [number.typed, 'outra-senha-123'],
      [uniqueWhatsapp().typed, PASSWORD],
      ['(00) 00000-0000', PASSWORD],
    ] as const) {
      const res = await loginByWhatsapp(whatsapp, password);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ whatsapp: ['WhatsApp ou senha incorretos.'] });
    }
  });

  it('with a first password set by the owner, signs in with the number and must change it first', async () => {
    const shop = await createShop(t.app);
    const number = uniqueWhatsapp();
    await registerByWhatsapp(shop, number.typed, { password: PASSWORD });
    expect(t.sent.some((m) => m.to === number.e164)).toBe(false);
    const res = await loginByWhatsapp(number.typed);
    expect(res.statusCode, res.body).toBe(200);
    const waiter = { headers: { authorization: `Bearer ${(res.json() as { access_token: string }).access_token}` } };
    expect((await call(waiter, 'GET', '/me')).json().data).toMatchObject({ must_change_password: true, email: null });
    expect((await call(waiter, 'GET', `/businesses/${shop.business.id}/tables`)).statusCode).toBe(403);
  });

  it('needs the e-mail or the WhatsApp: with neither, one message says so', async () => {
    const shop = await createShop(t.app);
    for (const body of [{}, { email: '' }, { email: '', whatsapp: '' }, { whatsapp: null }]) {
      const res = await call(shop.user, 'POST', '/employees/register-waiter', { name: 'Sem Contato', preset: 'garcom', ...body });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.email).toEqual(['Informe o e-mail ou o WhatsApp']);
    }
  });

  it('a number that already signs in joins the team with that account; a double click registers once', async () => {
    const first = await createShop(t.app);
    const second = await createShop(t.app);
    const number = uniqueWhatsapp();
    const employee = await registerByWhatsapp(first, number.typed, { password: PASSWORD });

    const [a, b] = await Promise.all([0, 1].map(() =>
      call(second.user, 'POST', '/employees/register-waiter', { name: 'Outro Nome', whatsapp: number.e164, preset: 'caixa' }),
    ));
    expect([a!.statusCode, b!.statusCode].sort()).toEqual([201, 409]);
    const joined = ((a!.statusCode === 201 ? a! : b!).json() as { data: EmployeeResource }).data;
    expect(joined.user_id).toBe(employee.user_id);
    expect(joined.name).toBe('Zeca Garçom');
    // Told on WhatsApp, with their usual password.
    expect(lastWhatsapp(number.e164)).toMatch(/adicionou você à equipe/);
    expect(await t.app.db.select({ id: users.id }).from(users).where(eq(users.whatsapp, number.e164))).toHaveLength(1);
  });

  it('the owner sends a new-password link to the WhatsApp; the answer names the number', async () => {
    const shop = await createShop(t.app);
    const number = uniqueWhatsapp();
    const employee = await registerByWhatsapp(shop, number.typed, { password: PASSWORD });
    const res = await call(shop.user, 'POST', `/employees/${employee.id}/reset-password`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(`Enviamos para ${number.typed} um link para criar uma nova senha.`);
    const link = linkIn(lastWhatsapp(number.e164), '/reset-password');
    expect(link.searchParams.get('whatsapp')).toBe(number.e164);
    expect((await choosePassword(link, { whatsapp: number.e164 })).statusCode).toBe(200);
  });

  it('keeps its number: the owner may change it but not empty it, nor give it one that signs in elsewhere', async () => {
    const shop = await createShop(t.app);
    const mine = uniqueWhatsapp();
    const taken = uniqueWhatsapp();
    const employee = await registerByWhatsapp(shop, mine.typed, { password: PASSWORD });
    await registerByWhatsapp(await createShop(t.app), taken.typed, { password: PASSWORD });

    const emptied = await call(shop.user, 'PUT', `/employees/${employee.id}/update`, { whatsapp: null });
    expect(emptied.statusCode).toBe(422);
    expect(emptied.json().errors.whatsapp).toEqual(['Esta pessoa entra com o WhatsApp e não tem e-mail: o WhatsApp não pode ficar vazio.']);
    const clash = await call(shop.user, 'PUT', `/employees/${employee.id}/update`, { whatsapp: taken.typed });
    expect(clash.statusCode).toBe(422);
    expect(clash.json().errors.whatsapp).toEqual(['Este WhatsApp já é usado para entrar em outra conta.']);

    const moved = uniqueWhatsapp();
    expect((await call(shop.user, 'PUT', `/employees/${employee.id}/update`, { whatsapp: moved.typed })).statusCode).toBe(200);
    expect((await loginByWhatsapp(mine.typed)).statusCode).toBe(422);
    expect((await loginByWhatsapp(moved.typed)).statusCode).toBe(200);
  });
});

describe('a number signs in to one account', () => {
  it('a profile may not confirm a number another account signs in with', async () => {
    const shop = await createShop(t.app);
    const number = uniqueWhatsapp();
    await registerByWhatsapp(shop, number.typed, { password: PASSWORD });
    const someone = await createUser(t.app);
    const res = await call(someone, 'POST', '/me/whatsapp-change', { whatsapp: number.typed });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.whatsapp).toEqual(['Este WhatsApp já é usado para entrar em outra conta.']);
  });

  it('when two accounts confirm the same number at once, one wins and the other is told', async () => {
    const number = uniqueWhatsapp();
    const [a, b] = [await createUser(t.app), await createUser(t.app)];
    for (const who of [a, b]) expect((await call(who, 'POST', '/me/whatsapp-change', { whatsapp: number.typed })).statusCode).toBe(200);
    const codes = t.sent.filter((m) => m.to === number.e164).slice(-2).map((m) => /\b(\d{6})\b/.exec(m.text)?.[1] ?? '');
    const answers = await Promise.all([a, b].map((who, i) => call(who, 'PUT', '/me/whatsapp-change', { code: codes[i] })));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 422]);
    expect(answers.find((r) => r.statusCode === 422)!.json().errors.code).toEqual(['Este WhatsApp já é usado para entrar em outra conta.']);
  });

  it('an e-mail account with a confirmed number may also sign in with it, and ask for a reset link there', async () => {
    const number = uniqueWhatsapp();
    const owner = await createUser(t.app);
    await t.app.db.update(users).set({ passwordHash: await hashPassword(PASSWORD) }).where(eq(users.id, owner.id));
    expect((await call(owner, 'POST', '/me/whatsapp-change', { whatsapp: number.typed })).statusCode).toBe(200);
    const code = /\b(\d{6})\b/.exec(lastWhatsapp(number.e164))![1];
    expect((await call(owner, 'PUT', '/me/whatsapp-change', { code })).statusCode).toBe(200);
    expect((await loginByWhatsapp(number.typed)).statusCode).toBe(200);

    const asked = await call(null, 'POST', '/forgot-password', { whatsapp: number.typed });
    expect(asked.statusCode).toBe(200);
    expect(asked.json().message).toBe('Se existir uma conta com este WhatsApp, enviamos pelo WhatsApp um link para redefinir a senha.');
    const link = linkIn(lastWhatsapp(number.e164), '/reset-password');
    expect(link.searchParams.get('whatsapp')).toBe(number.e164);
    expect((await choosePassword(link, { whatsapp: number.typed })).statusCode).toBe(200);
  });

  it('a reset asked for an unknown number answers the same and sends nothing', async () => {
    const number = uniqueWhatsapp();
    const before = t.sent.length;
    const res = await call(null, 'POST', '/forgot-password', { whatsapp: number.typed });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toMatch(/Se existir uma conta com este WhatsApp/);
    await new Promise((r) => setTimeout(r, 50));
    expect(t.sent.slice(before).some((m) => m.to === number.e164)).toBe(false);
  });
});

describe('the sign-in body', () => {
  it.each([
    [{ password: PASSWORD }],
    [{ email: 'a@example.com', whatsapp: '(11) 91234-5678', password: PASSWORD }],
  ])('needs the e-mail or the WhatsApp, not both: %j', async (body) => {
    const res = await call(null, 'POST', '/login', body);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.email).toEqual(['Informe o e-mail ou o WhatsApp']);
  });

  it('refuses a WhatsApp with letters or a huge one as a field error', async () => {
    for (const whatsapp of ['abc', '9'.repeat(200), 42]) {
      const res = await call(null, 'POST', '/login', { whatsapp, password: PASSWORD });
      expect(res.statusCode).toBe(422);
      expect(Object.keys(res.json().errors)).toContain('whatsapp');
    }
  });
});
