import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { EmployeeResource } from '@comanda/domain/employees/employee-resource';
import type { PermissionName } from '@comanda/domain/permissions/permission-rules';
import { auditLog, users } from '../../db/schema/index';
import { linkIn, loginAccount } from '../../test/accounts';
import { addEmployee, createBusinessFor, createUser, type TestUser } from '../../test/factories';
import { apiCaller, type Who } from '../../test/call-api';
import { createTestApp, type TestApp } from '../../test/helper';
import { JUNK_SWEEP_TIMEOUT, junkFailures } from '../../test/junk-bodies';
import { createShop, type Shop } from '../../test/order-fixtures';

// Issue 19: v1/employees, the team of the current business.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_LOGIN_PER_MINUTE: '1000', APP_URL: 'http://localhost:5173' });
});
afterAll(async () => t.close());

const call = apiCaller(() => t.app);
const employeeOf = (res: { json(): unknown }) => (res.json() as { data: EmployeeResource }).data;
let n = 0;
const email = (prefix = 'func') => `${prefix}-${Date.now()}-${++n}@example.com`;
const PASSWORD = 'senha-forte-123';

async function register(shop: Shop, body: Record<string, unknown>): Promise<EmployeeResource> {
  const res = await call(shop.user, 'POST', '/employees/register-waiter', { name: 'Bruno Garçom', email: email(), preset: 'garcom', ...body });
  expect(res.statusCode, res.body).toBe(201);
  return employeeOf(res);
}

/** The invitation e-mailed to `to`, accepted with PASSWORD; the employee's Bearer headers. */
async function acceptInvitation(to: string): Promise<Who> {
  const mail = [...t.sent].reverse().find((m) => m.to === to && m.channel === 'email');
  expect(mail?.subject).toMatch(/convidou você/);
  const link = linkIn(mail!.text, '/reset-password');
  expect(link.searchParams.get('invite')).toBe('1');
  const res = await call(null, 'POST', '/reset-password', { token: link.searchParams.get('token'), email: to, password: PASSWORD, password_confirmation: PASSWORD });
  expect(res.statusCode, res.body).toBe(200);
  return { headers: await loginAccount(t.app, to, PASSWORD) };
}

async function staff(shop: Shop, permissions: PermissionName[]): Promise<TestUser> {
  const user = await createUser(t.app);
  await addEmployee(t.app, shop.business, user, { role: 'user', permissions });
  return user;
}

describe('registering an employee', () => {
  it('the owner registers a waiter with the Garçom preset; the waiter accepts the invitation and works with the PDV only', async () => {
    const shop = await createShop(t.app);
    const to = email('bruno');
    const employee = await register(shop, { email: to.toUpperCase(), whatsapp: '(11) 91234-5678' });
    expect(employee).toMatchObject({
      name: 'Bruno Garçom', email: to, whatsapp: '+5511912345678', whatsapp_verified: false, role: 'waiter', preset: 'garcom',
      is_owner: false, is_active: true, permissions: ['use_pdv'], invitation_pending: true, must_change_password: false, editable_identity: true,
    });

    const waiter = await acceptInvitation(to);
    const me = (await call(waiter, 'GET', '/me')).json().data;
    expect(me).toMatchObject({ current_business_id: shop.business.id, roles: [{ name: 'waiter' }], email_verified: true, must_change_password: false });
    expect(me.permissions).toEqual([{ name: 'use_pdv', granted: true, business_id: shop.business.id }]);
    expect((await call(waiter, 'GET', `/businesses/${shop.business.id}/tables`)).statusCode).toBe(200);
    expect((await call(waiter, 'GET', `/businesses/${shop.business.id}/menu-categories`)).statusCode).toBe(403);
    expect((await call(waiter, 'GET', '/employees')).statusCode).toBe(403);

    const listed = (await call(shop.user, 'GET', '/employees')).json().data as EmployeeResource[];
    expect(listed[0]).toMatchObject({ is_owner: true, permissions: [] });
    expect(listed.find((e) => e.id === employee.id)).toMatchObject({ invitation_pending: false });
    expect(listed.find((e) => e.id === employee.id)!.last_activity_at).not.toBeNull();
    const audit = await t.app.db.select().from(auditLog).where(and(eq(auditLog.action, 'employee.register'), eq(auditLog.entityId, String(employee.id))));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ businessId: shop.business.id, actorUserId: shop.user.id, after: { preset: 'garcom', permissions: ['use_pdv'] } });
  });

  it('a first password set by the owner opens the account only to change it', async () => {
    const shop = await createShop(t.app);
    const to = email();
    const employee = await register(shop, { email: to, preset: 'caixa', password: 'provisoria-1' });
    expect(employee).toMatchObject({ invitation_pending: false, must_change_password: true, role: 'user' });
    expect(employee.permissions).toEqual(['give_discounts', 'manage_customers', 'manage_orders', 'use_pdv']);
    const cashier = { headers: await loginAccount(t.app, to, 'provisoria-1') };

    const refused = await call(cashier, 'GET', `/businesses/${shop.business.id}/orders`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'password_change_required', message: 'Troque a senha provisória para continuar.' });
    expect((await call(cashier, 'GET', '/me')).json().data.must_change_password).toBe(true);

    const wrong = await call(cashier, 'PUT', '/me/password', { current_password: 'errada', password: PASSWORD, password_confirmation: PASSWORD });
    expect(wrong.statusCode).toBe(422);
    expect(Object.keys(wrong.json().errors)).toEqual(['current_password']);
    const changed = await call(cashier, 'PUT', '/me/password', { current_password: 'provisoria-1', password: PASSWORD, password_confirmation: PASSWORD });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data.must_change_password).toBe(false);
    expect((await call(cashier, 'GET', `/businesses/${shop.business.id}/orders`)).statusCode).toBe(200);
  });

  it('an e-mail with an account joins with it, its password untouched; twice is 409', async () => {
    const shop = await createShop(t.app);
    const other = await createShop(t.app);
    const to = email('duas-casas');
    await register(other, { email: to, password: PASSWORD });
    const joined = await register(shop, { email: to, password: 'outra-senha-9', preset: 'cozinha' });
    expect(joined).toMatchObject({ preset: 'cozinha', permissions: ['manage_orders'], editable_identity: false });
    expect(t.sent.at(-1)).toMatchObject({ to, subject: expect.stringMatching(/faz parte da equipe/) });
    expect((await loginAccount(t.app, to, PASSWORD)).authorization).toMatch(/^Bearer /);

    const again = await call(shop.user, 'POST', '/employees/register-waiter', { name: 'De novo', email: to, preset: 'garcom' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Esta pessoa já faz parte da equipe.');
  });

  it('a double click registers one employee: the same e-mail at the same moment gives one 201 and one 409', async () => {
    const shop = await createShop(t.app);
    const body = { name: 'Clara Caixa', email: email('clique'), preset: 'caixa' };
    const answers = await Promise.all([1, 2].map(() => call(shop.user, 'POST', '/employees/register-waiter', body)));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const listed = (await call(shop.user, 'GET', '/employees')).json().data as EmployeeResource[];
    expect(listed.filter((e) => e.email === body.email)).toHaveLength(1);
  });

  it('a retry with the same Idempotency-Key answers the first registration again', async () => {
    const shop = await createShop(t.app);
    const body = { name: 'Clara Caixa', email: email('chave'), preset: 'caixa' };
    const send = () => t.app.inject({ method: 'POST', url: '/api/v1/employees/register-waiter', headers: { ...shop.user.headers, 'idempotency-key': `reg-${body.email}` }, payload: body });
    const first = await send();
    const again = await send();
    expect([first.statusCode, again.statusCode]).toEqual([201, 201]);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(employeeOf(again).id).toBe(employeeOf(first).id);
  });

  it('answers 422 with field messages for a bad body', async () => {
    const shop = await createShop(t.app);
    const res = await call(shop.user, 'POST', '/employees/register-waiter', { name: '', email: 'não', preset: 'chef', permissions: ['launch_rockets'], password: '123' });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['email', 'name', 'password', 'permissions.0', 'preset']);
  });
});

describe('permissions, status and removal', () => {
  it('the owner grants manage_menu: the waiter may open the menu; the change is audited with before and after', async () => {
    const shop = await createShop(t.app);
    const to = email();
    const employee = await register(shop, { email: to });
    const waiter = await acceptInvitation(to);
    expect((await call(waiter, 'GET', `/businesses/${shop.business.id}/menu-categories`)).statusCode).toBe(403);
    const res = await call(shop.user, 'PUT', `/employees/${employee.id}/update-permissions`, { permissions: ['use_pdv', 'manage_menu'] });
    expect(res.statusCode).toBe(200);
    expect(employeeOf(res).permissions).toEqual(['manage_menu', 'use_pdv']);
    expect((await call(waiter, 'GET', `/businesses/${shop.business.id}/menu-categories`)).statusCode).toBe(200);
    const [entry] = await t.app.db.select().from(auditLog).where(and(eq(auditLog.action, 'employee.permissions'), eq(auditLog.entityId, String(employee.id))));
    expect(entry).toMatchObject({ before: { name: 'Bruno Garçom', permissions: ['use_pdv'] }, after: { name: 'Bruno Garçom', permissions: ['manage_menu', 'use_pdv'] } });
  });

  it('deactivating ends the waiter’s sessions at once; a repeated click changes nothing; reactivated, they sign in again', async () => {
    const shop = await createShop(t.app);
    const to = email();
    const employee = await register(shop, { email: to });
    const waiter = await acceptInvitation(to);
    expect((await call(waiter, 'GET', `/businesses/${shop.business.id}/tables`)).statusCode).toBe(200);

    const off = await Promise.all([1, 2].map(() => call(shop.user, 'PUT', `/employees/${employee.id}/toggle`, { is_active: false })));
    expect(off.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(off.map((r) => employeeOf(r).is_active)).toEqual([false, false]);
    expect((await call(waiter, 'GET', `/businesses/${shop.business.id}/tables`)).statusCode).toBe(401);
    const toggles = await t.app.db.select().from(auditLog).where(and(eq(auditLog.action, 'employee.toggle'), eq(auditLog.entityId, String(employee.id))));
    expect(toggles).toHaveLength(1);

    // Signing in again lands nowhere: the only business is closed to them.
    const again = { headers: await loginAccount(t.app, to, PASSWORD) };
    expect((await call(again, 'GET', `/businesses/${shop.business.id}/tables`)).statusCode).toBe(404);
    expect((await call(again, 'GET', '/me')).json().data).toMatchObject({ current_business_id: null, businesses: [] });

    expect(employeeOf(await call(shop.user, 'PUT', `/employees/${employee.id}/toggle`, {})).is_active).toBe(true);
    const back = { headers: await loginAccount(t.app, to, PASSWORD) };
    await call(back, 'PUT', '/me', { current_business_id: shop.business.id });
    expect((await call(back, 'GET', `/businesses/${shop.business.id}/tables`)).statusCode).toBe(200);
  });

  it('deactivating someone acting in another business leaves those sessions alone', async () => {
    const shop = await createShop(t.app);
    const other = await createShop(t.app);
    const to = email();
    await register(other, { email: to, password: PASSWORD });
    const here = await register(shop, { email: to });
    const person = { headers: await loginAccount(t.app, to, PASSWORD) };
    await call(person, 'PUT', '/me/password', { current_password: PASSWORD, password: PASSWORD, password_confirmation: PASSWORD });
    await t.app.db.update(users).set({ currentBusinessId: other.business.id }).where(eq(users.email, to));
    await call(shop.user, 'PUT', `/employees/${here.id}/toggle`, { is_active: false });
    expect((await call(person, 'GET', `/businesses/${other.business.id}/tables`)).statusCode).toBe(200);
    expect((await call(person, 'GET', `/businesses/${shop.business.id}/tables`)).statusCode).toBe(404);
  });

  it('removing an employee ends their sessions here and keeps the person', async () => {
    const shop = await createShop(t.app);
    const to = email();
    const employee = await register(shop, { email: to });
    const waiter = await acceptInvitation(to);
    expect((await call(shop.user, 'DELETE', `/employees/${employee.id}/delete`)).statusCode).toBe(204);
    expect((await call(waiter, 'GET', '/me')).statusCode).toBe(401);
    expect((await call(shop.user, 'GET', `/employees/${employee.id}/show`)).statusCode).toBe(404);
    const [person] = await t.app.db.select().from(users).where(eq(users.email, to));
    expect(person).toMatchObject({ name: 'Bruno Garçom', currentBusinessId: null });
  });

  it('the owner is not changed from the team page, and nobody deactivates or removes themselves', async () => {
    const shop = await createShop(t.app);
    const listed = (await call(shop.user, 'GET', '/employees')).json().data as EmployeeResource[];
    const owner = listed.find((e) => e.is_owner)!;
    for (const [method, url, body] of [
      ['PUT', `/employees/${owner.id}/toggle`, { is_active: false }],
      ['DELETE', `/employees/${owner.id}/delete`, undefined],
      ['PUT', `/employees/${owner.id}/update`, { preset: 'garcom' }],
      ['PUT', `/employees/${owner.id}/update-permissions`, { permissions: [] }],
    ] as const) {
      const res = await call(shop.user, method, url, body);
      expect(res.statusCode, url).toBe(409);
      expect(res.json().message).toBe('O dono do negócio não pode ser alterado, desativado ou removido pela equipe.');
    }
    const manager = await staff(shop, ['manage_employees', 'use_pdv']);
    const mine = ((await call(shop.user, 'GET', '/employees')).json().data as EmployeeResource[]).find((e) => e.user_id === manager.id)!;
    expect((await call(manager, 'PUT', `/employees/${mine.id}/toggle`, { is_active: false })).statusCode).toBe(409);
    expect((await call(manager, 'DELETE', `/employees/${mine.id}/delete`)).statusCode).toBe(409);
  });

  it('an employee grants or takes away only what they hold, and changes nobody who holds more', async () => {
    const shop = await createShop(t.app);
    const manager = await staff(shop, ['manage_employees', 'use_pdv', 'manage_orders']);
    const beyond = await call(manager, 'POST', '/employees/register-waiter', { name: 'Gerente Novo', email: email(), preset: 'gerente' });
    expect(beyond.statusCode).toBe(403);
    expect(beyond.json().message).toMatch(/^Você não pode conceder nem retirar permissões que não tem: .*Cardápio/);

    const waiterRes = await call(manager, 'POST', '/employees/register-waiter', { name: 'Garçom', email: email(), preset: 'garcom' });
    expect(waiterRes.statusCode).toBe(201);
    const waiter = employeeOf(waiterRes);
    expect((await call(manager, 'PUT', `/employees/${waiter.id}/update-permissions`, { permissions: ['use_pdv', 'manage_orders'] })).statusCode).toBe(200);
    const refused = await call(manager, 'PUT', `/employees/${waiter.id}/update-permissions`, { permissions: ['use_pdv', 'cancel_orders'] });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Você não pode conceder nem retirar permissões que não tem: Cancelar pedidos.');

    const chef = await register(shop, { preset: 'gerente' });
    for (const [method, url, body] of [
      ['PUT', `/employees/${chef.id}/toggle`, { is_active: false }],
      ['DELETE', `/employees/${chef.id}/delete`, undefined],
      ['PUT', `/employees/${chef.id}/update`, { preset: 'garcom' }],
    ] as const) {
      const res = await call(manager, method, url, body);
      expect(res.statusCode, url).toBe(403);
      expect(res.json().message).toBe('Esta pessoa tem permissões que você não tem; só quem as tem pode alterá-la.');
    }
  });

  it('two managers changing one employee’s permissions at the same moment apply one after the other', async () => {
    const shop = await createShop(t.app);
    const employee = await register(shop, {});
    const sets: PermissionName[][] = [['use_pdv', 'manage_menu'], ['use_pdv', 'manage_customers']];
    const answers = await Promise.all(sets.map((permissions) => call(shop.user, 'PUT', `/employees/${employee.id}/update-permissions`, { permissions })));
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200]);
    const final = employeeOf(await call(shop.user, 'GET', `/employees/${employee.id}/show`)).permissions;
    const entries = await t.app.db.select().from(auditLog).where(and(eq(auditLog.action, 'employee.permissions'), eq(auditLog.entityId, String(employee.id)))).orderBy(auditLog.id);
    expect(entries).toHaveLength(2);
    // The second change saw the first one's result: the trail has no gap.
    expect(entries[1]!.before).toEqual(entries[0]!.after);
    expect((entries[1]!.after as { permissions: string[] }).permissions).toEqual(final);
  });
});

describe('update, WhatsApp and password links', () => {
  it('changes the preset and the name of someone who works only here; not of someone who works elsewhere too', async () => {
    const shop = await createShop(t.app);
    const employee = await register(shop, {});
    const res = await call(shop.user, 'PUT', `/employees/${employee.id}/update`, { name: 'Bruno Silva', preset: 'caixa', whatsapp: '11 99876-5432' });
    expect(res.statusCode).toBe(200);
    expect(employeeOf(res)).toMatchObject({ name: 'Bruno Silva', preset: 'caixa', role: 'user', whatsapp: '+5511998765432', permissions: ['use_pdv'] });

    const other = await createShop(t.app);
    const to = email();
    await register(other, { email: to });
    const shared = await register(shop, { email: to });
    const locked = await call(shop.user, 'PUT', `/employees/${shared.id}/update`, { name: 'Outro Nome' });
    expect(locked.statusCode).toBe(422);
    expect(locked.json().errors.name).toEqual(['Esta pessoa também trabalha em outro negócio; só ela pode mudar o nome e o WhatsApp no perfil.']);
    expect((await call(shop.user, 'PUT', `/employees/${shared.id}/update`, { preset: 'cozinha' })).statusCode).toBe(200);
  });

  it('confirms the WhatsApp with the code sent through the outbox', async () => {
    const shop = await createShop(t.app);
    const employee = await register(shop, { whatsapp: '(21) 99999-1234' });
    const noPhone = await register(shop, {});
    expect((await call(shop.user, 'POST', '/employees/verify-whatsapp', { employee_id: noPhone.id })).statusCode).toBe(422);

    const sent = await call(shop.user, 'POST', '/employees/verify-whatsapp', { employee_id: employee.id });
    expect(sent.statusCode).toBe(200);
    const message = t.sent.at(-1)!;
    expect(message).toMatchObject({ channel: 'whatsapp', to: '+5521999991234' });
    const code = /(\d{6})/.exec(message.text)![1]!;
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await call(shop.user, 'POST', '/employees/verify-whatsapp', { employee_id: employee.id, code: wrong })).statusCode).toBe(422);
    const ok = await call(shop.user, 'POST', '/employees/verify-whatsapp', { employee_id: employee.id, code });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ data: { whatsapp_verified: true }, message: 'WhatsApp confirmado.' });
  });

  it('sends the invitation again while pending, and a new-password link afterwards', async () => {
    const shop = await createShop(t.app);
    const to = email();
    const employee = await register(shop, { email: to });
    const again = await call(shop.user, 'POST', `/employees/${employee.id}/reset-password`);
    expect(again.json().message).toBe(`Enviamos um convite para ${to} criar a senha.`);
    await acceptInvitation(to);
    const reset = await call(shop.user, 'POST', `/employees/${employee.id}/reset-password`);
    expect(reset.json().message).toBe(`Enviamos para ${to} um link para criar uma nova senha.`);
    expect(t.sent.at(-1)).toMatchObject({ to, subject: 'Crie uma nova senha no Comanda' });
  });
});

describe('access to v1/employees', () => {
  const routes = (id: number) =>
    [
      ['GET', '/employees', undefined],
      ['POST', '/employees/register-waiter', { name: 'X Y', email: email(), preset: 'garcom' }],
      ['GET', `/employees/${id}/show`, undefined],
      ['PUT', `/employees/${id}/update`, { preset: 'caixa' }],
      ['PUT', `/employees/${id}/update-permissions`, { permissions: ['use_pdv'] }],
      ['PUT', `/employees/${id}/toggle`, { is_active: false }],
      ['DELETE', `/employees/${id}/delete`, undefined],
      ['POST', `/employees/${id}/reset-password`, undefined],
      ['POST', '/employees/verify-whatsapp', { employee_id: id }],
    ] as const;

  it('401 without a session, 403 without manage_employees, 404 for another business’s employee', async () => {
    const shop = await createShop(t.app);
    const other = await createShop(t.app);
    const theirs = await register(other, { whatsapp: '11 91111-2222' });
    for (const [method, url, body] of routes(theirs.id)) {
      expect((await call(null, method, url, body)).statusCode, url).toBe(401);
      expect((await call(shop.waiter, method, url, body)).statusCode, url).toBe(403);
    }
    for (const [method, url, body] of routes(theirs.id).filter(([, url]) => url.includes(String(theirs.id)) || url.endsWith('verify-whatsapp'))) {
      expect((await call(shop.user, method, url, body)).statusCode, url).toBe(404);
    }
    expect((await call(shop.user, 'GET', '/employees/abc/show')).statusCode).toBe(422);
    expect((await call(shop.user, 'GET', '/employees/99999999999/show')).statusCode).toBe(422);
  });

  it('answers 422 with the field for a bad body or id on each route', async () => {
    const shop = await createShop(t.app);
    const employee = await register(shop, {});
    const cases = [
      ['PUT', `/employees/${employee.id}/update`, { preset: 'chef' }, 'preset'],
      ['PUT', `/employees/${employee.id}/update`, { name: 'x', whatsapp: '12' }, 'name'],
      ['PUT', `/employees/${employee.id}/update-permissions`, { permissions: ['launch_rockets'] }, 'permissions.0'],
      ['PUT', `/employees/${employee.id}/update-permissions`, {}, 'permissions'],
      ['PUT', `/employees/${employee.id}/toggle`, { is_active: 'sim' }, 'is_active'],
      ['POST', '/employees/verify-whatsapp', { employee_id: employee.id, code: 'abc' }, 'code'],
      ['POST', '/employees/verify-whatsapp', { employee_id: 'x' }, 'employee_id'],
    ] as const;
    for (const [method, url, body, field] of cases) {
      const res = await call(shop.user, method, url, body);
      expect(res.statusCode, `${url} ${JSON.stringify(body)}`).toBe(422);
      expect(Object.keys(res.json().errors), url).toContain(field);
    }
    for (const url of [`/employees/0/toggle`, `/employees/abc/update`]) expect((await call(shop.user, 'PUT', url, {})).statusCode).toBe(422);
  });

  it('a user without a business is refused (403 no_business)', async () => {
    const loner = await createUser(t.app);
    expect((await call(loner, 'GET', '/employees')).statusCode).toBe(403);
  });

  it('answers junk bodies with a 4xx, never a 500', async () => {
    const shop = await createShop(t.app);
    const employee = await register(shop, {});
    await createBusinessFor(t.app, await createUser(t.app));
    const failures = await junkFailures(
      t.app,
      [
        { method: 'POST', url: '/employees/register-waiter', body: { name: 'Ana Souza', email: 'ana@example.com', whatsapp: '11 91234-5678', preset: 'garcom', permissions: ['use_pdv'], password: PASSWORD } },
        { method: 'PUT', url: `/employees/${employee.id}/update`, body: { name: 'Ana', whatsapp: '11 91234-5678', preset: 'caixa' } },
        { method: 'PUT', url: `/employees/${employee.id}/update-permissions`, body: { permissions: ['use_pdv'] } },
        { method: 'PUT', url: `/employees/${employee.id}/toggle`, body: { is_active: true } },
      ],
      shop.user.headers,
    );
    expect(failures).toEqual([]);
  }, JUNK_SWEEP_TIMEOUT);
});
