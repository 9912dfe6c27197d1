import { expect, test } from '@playwright/test';
import { pizzeria } from './pdv-support';
import { acceptInvitation, createOwnerViaApi, linkFromOutbox, login, signIn, uniqueEmail, uniqueWhatsapp } from './support';

// Issue 19, the team: the owner of a new business registers Bruno as Garçom with an invitation; Bruno
// chooses a password from the e-mailed link and works with the PDV only; the owner grants him the
// menu (Cardápio), which he sees after a reload; deactivated, Bruno is sent to the login page; the
// audit log shows both changes.

test('the owner invites a waiter, widens his permissions, then deactivates him', async ({ page, browser, request }) => {
  // Four Argon2 hashes (sign-up, two sign-ins, the chosen password) and two browsers.
  test.setTimeout(90_000);
  const { email: ownerEmail } = await createOwnerViaApi(request, 'Pizzaria da Equipe');
  const brunoEmail = uniqueEmail('bruno');
  const brunoPassword = 'bruno-senha-123';

  // Configurações → Equipe: only the owner so far.
  await signIn(page, ownerEmail);
  await page.getByTestId('user-menu-trigger').click();
  await page.getByTestId('user-menu-settings').click();
  await page.getByRole('navigation', { name: 'Seções das configurações' }).getByRole('link', { name: 'Equipe' }).click();
  await expect(page).toHaveURL(/\/settings\/equipe$/);
  await expect(page.getByRole('heading', { name: 'Equipe', level: 1 })).toBeVisible();
  const rows = page.getByTestId('team-row');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Dono');

  // "Novo funcionário": Garçom ticks the PDV only; the invitation is the default way in.
  await page.getByRole('button', { name: 'Novo funcionário' }).click();
  const dialog = page.getByRole('dialog', { name: 'Novo funcionário' });
  await dialog.getByLabel('Nome', { exact: true }).fill('Bruno');
  await dialog.getByLabel('E-mail', { exact: true }).fill(brunoEmail);
  await dialog.getByLabel('Função').selectOption({ label: 'Garçom' });
  await expect(dialog.getByRole('checkbox', { name: 'PDV', exact: true })).toBeChecked();
  await expect(dialog.getByRole('checkbox', { name: 'Cardápio', exact: true })).not.toBeChecked();
  await expect(dialog.getByRole('radio', { name: 'Enviar convite' })).toBeChecked();
  await dialog.getByRole('button', { name: 'Cadastrar' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Bruno entrou para a equipe')).toBeVisible();
  const bruno = rows.filter({ hasText: brunoEmail });
  await expect(bruno).toContainText('Garçom');
  await expect(bruno).toContainText('Convite pendente');

  // Bruno opens the invitation in his own browser and chooses a password.
  const link = await linkFromOutbox(request, brunoEmail, '/reset-password');
  const waiter = await acceptInvitation(browser, link, brunoPassword);
  await login(waiter, brunoEmail, brunoPassword);
  await expect(waiter).not.toHaveURL(/\/login/);

  // The Garçom preset: the PDV, no Cardápio, and no Configurações in the user menu.
  await expect(waiter.getByTestId('menu-pdv')).toBeVisible();
  await expect(waiter.getByTestId('menu-menu')).toHaveCount(0);
  await waiter.getByTestId('user-menu-trigger').click();
  await expect(waiter.getByTestId('user-menu-profile')).toBeVisible();
  await expect(waiter.getByTestId('user-menu-settings')).toHaveCount(0);
  await waiter.keyboard.press('Escape');

  // The owner ticks Cardápio on Bruno's page and saves.
  await page.reload();
  await expect(bruno).not.toContainText('Convite pendente');
  await bruno.getByRole('link', { name: 'Bruno', exact: true }).click();
  await expect(page).toHaveURL(/\/settings\/equipe\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Bruno', level: 1 })).toBeVisible();
  await expect(page.getByTestId('employee-role')).toHaveText('Garçom');
  const menuBox = page.getByRole('checkbox', { name: 'Cardápio', exact: true });
  await expect(menuBox).not.toBeChecked();
  await menuBox.check();
  const save = page.getByRole('button', { name: 'Salvar permissões' });
  await save.click();
  await expect(page.getByText('Permissões de Bruno salvas.')).toBeVisible();
  await expect(save).toBeDisabled();

  // Bruno's next load shows Cardápio.
  await waiter.reload();
  await expect(waiter.getByTestId('menu-menu')).toBeVisible();

  // Deactivated (after a confirmation), Bruno is signed out at once.
  await page.getByRole('switch', { name: 'Ativo' }).click();
  const confirm = page.getByRole('dialog', { name: 'Desativar Bruno?' });
  await expect(confirm).toContainText('A pessoa será desconectada na hora');
  await confirm.getByRole('button', { name: 'Desativar' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByRole('switch', { name: 'Ativo' })).toHaveAttribute('aria-checked', 'false');
  await expect(page.getByTestId('employee-status')).toContainText('Inativo');

  // His open app goes to the sign-in page: at once when the server closes his live connection, or
  // at his next click, which the API answers 401.
  const signedOut = await waiter.waitForURL(/\/login/, { timeout: 5_000 }).then(() => true, () => false);
  if (!signedOut) await waiter.getByTestId('menu-menu').click({ timeout: 5_000 }).catch(() => undefined);
  await expect(waiter).toHaveURL(/\/login/);
  await waiter.context().close();

  // The audit log names who changed Bruno's permissions and access, with what changed.
  await page.goto('/settings/auditoria');
  const entries = page.getByTestId('audit-entries');
  const permissions = entries.locator('li[data-action="employee.permissions"]');
  await expect(permissions).toContainText('Alterou as permissões de Bruno');
  await permissions.getByTestId('audit-details').click();
  await expect(permissions.getByTestId('audit-details')).toContainText('Cardápio');
  await expect(entries.locator('li[data-action="employee.toggle"]')).toContainText('Desativou o acesso de Bruno');
});

test("the owner confirms an employee's WhatsApp with the code and removes the employee from the team", async ({ page, request }) => {
  test.setTimeout(60_000);
  const { email: ownerEmail, api } = await pizzeria(request, 'Cantina do WhatsApp');
  const number = uniqueWhatsapp();
  const registered = await request.post('/api/v1/employees/register-waiter', {
    headers: api.headers,
    data: { name: 'Dora Cozinha', email: uniqueEmail('dora'), whatsapp: number.typed, preset: 'cozinha' },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const { id } = ((await registered.json()) as { data: { id: number } }).data;

  await signIn(page, ownerEmail);
  await page.goto(`/settings/equipe/${id}`);
  await expect(page.getByRole('heading', { name: 'Dora Cozinha', level: 1 })).toBeVisible();
  const verification = page.getByTestId('whatsapp-verification');
  await verification.getByRole('button', { name: 'Confirmar WhatsApp' }).click();
  await expect(verification).toContainText('Enviamos um código para o WhatsApp');

  // The code goes through the message outbox until WhatsApp is connected.
  let code = '';
  await expect
    .poll(async () => {
      const res = await request.get(`/api/v1/dev/outbox?to=${encodeURIComponent(number.e164)}`);
      const { data } = (await res.json()) as { data: { text: string }[] };
      code = /\b(\d{6})\b/.exec(data.at(-1)?.text ?? '')?.[1] ?? '';
      return code;
    })
    .toMatch(/^\d{6}$/);
  await verification.getByLabel('Código de 6 dígitos').fill(code);
  await verification.getByRole('button', { name: 'Confirmar', exact: true }).click();
  await expect(page.getByTestId('whatsapp-verified')).toHaveText('WhatsApp confirmado');

  await page.getByRole('button', { name: 'Remover da equipe' }).click();
  const confirm = page.getByRole('dialog', { name: 'Remover Dora Cozinha da equipe?' });
  await confirm.getByRole('button', { name: 'Remover', exact: true }).click();
  await expect(page).toHaveURL(/\/settings\/equipe$/);
  await expect(page.getByText('Dora Cozinha saiu da equipe.')).toBeVisible();
  await expect(page.getByTestId('team-row').filter({ hasText: 'Dora Cozinha' })).toHaveCount(0);
});
