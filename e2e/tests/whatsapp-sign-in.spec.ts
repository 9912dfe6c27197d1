import { expect, test } from '@playwright/test';
import { acceptInvitation, createOwnerViaApi, DEMO, linkFromOutbox, login, signIn, uniqueWhatsapp } from './support';

// Issue 19, decision 0036: a waiter with no e-mail. The owner registers Zeca with his WhatsApp only;
// the invitation arrives on WhatsApp (the dev outbox); Zeca chooses a password, signs in by typing
// his number in "E-mail ou WhatsApp", works with the PDV, and asks for a new password on WhatsApp.

test('a waiter without an e-mail is invited on WhatsApp and signs in with his number', async ({ page, browser, request }) => {
  // Three Argon2 hashes (sign-up, the owner's and Zeca's sign-ins, the chosen password) and two browsers.
  test.setTimeout(90_000);
  const { email: ownerEmail } = await createOwnerViaApi(request, 'Bar do WhatsApp');
  const { typed, e164 } = uniqueWhatsapp();
  const password = 'zeca-senha-123';

  await signIn(page, ownerEmail);
  await page.goto('/settings/equipe');
  await page.getByRole('button', { name: 'Novo funcionário' }).click();
  const dialog = page.getByRole('dialog', { name: 'Novo funcionário' });
  await dialog.getByLabel('Nome', { exact: true }).fill('Zeca');
  // Neither e-mail nor WhatsApp: the form says one of them is needed.
  await dialog.getByRole('button', { name: 'Cadastrar' }).click();
  await expect(dialog.getByText('Informe o e-mail ou o WhatsApp')).toBeVisible();
  const whatsapp = dialog.getByRole('textbox', { name: 'WhatsApp' });
  // Typed as digits once the phone rules are in (they load on focus), the field writes the number as a Brazilian reads it.
  await whatsapp.focus();
  await expect(whatsapp).toHaveAttribute('data-phone-format', 'ready');
  await whatsapp.pressSequentially(typed.replace(/\D/g, ''));
  await expect(whatsapp).toHaveValue(typed);
  await dialog.getByRole('button', { name: 'Cadastrar' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`Enviamos um convite para ${typed} criar a senha.`)).toBeVisible();
  const zeca = page.getByTestId('team-row').filter({ hasText: 'Zeca' });
  await expect(zeca).toContainText(typed);
  await expect(zeca).toContainText('Convite pendente');

  // The invitation came on WhatsApp; the page shows whose password it is.
  const link = await linkFromOutbox(request, e164, '/reset-password');
  // Whose password it is, before choosing it: the number, as he types it.
  const preview = await browser.newPage();
  await preview.goto(link);
  await expect(preview.getByLabel('WhatsApp')).toHaveValue(typed);
  await preview.close();
  const phone = await acceptInvitation(browser, link, password);

  // A wrong password names the WhatsApp; the right one opens the PDV.
  await expect(phone.getByLabel('E-mail ou WhatsApp')).toBeVisible();
  await login(phone, typed, 'senha-errada-123');
  await expect(phone.getByText('WhatsApp ou senha incorretos.')).toBeVisible();
  await login(phone, `+55 ${typed}`, password);
  await expect(phone).not.toHaveURL(/\/login/);
  await expect(phone.getByTestId('menu-pdv')).toBeVisible();
  await expect(phone.getByTestId('menu-menu')).toHaveCount(0);
  // No e-mail to confirm: no banner asking for it.
  await expect(phone.getByText('Confirme seu e-mail')).toHaveCount(0);

  // Back on the team page, the invitation is accepted and the number confirmed by the link.
  await page.reload();
  await expect(zeca).not.toContainText('Convite pendente');
  await zeca.getByRole('link', { name: 'Zeca' }).click();
  await expect(page.getByTestId('employee-email')).toHaveText('Sem e-mail');
  await expect(page.getByTestId('whatsapp-verified')).toHaveText('WhatsApp confirmado');

  // Forgot the password: the link goes to the WhatsApp.
  await phone.context().clearCookies();
  await phone.goto('/forgot-password');
  await phone.getByLabel('E-mail ou WhatsApp').fill(typed);
  await phone.getByRole('button', { name: 'Enviar link' }).click();
  await expect(phone.getByRole('heading', { name: 'Verifique seu WhatsApp' })).toBeVisible();
  await expect
    .poll(async () => {
      const res = await request.get(`/api/v1/dev/outbox?to=${encodeURIComponent(e164)}`);
      return ((await res.json()) as { data: { text: string }[] }).data.filter((m) => m.text.includes('/reset-password?')).length;
    })
    .toBe(2);
  await phone.context().close();
});

test('in English the login field reads "Email or WhatsApp"', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'i18n_redirected', value: 'en', url: baseURL! }]);
  await page.goto('/login');
  await expect(page.getByLabel('Email or WhatsApp')).toBeVisible();
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page.getByLabel('Email or WhatsApp')).toBeVisible();
});

test('the demo cashier signs in with her WhatsApp and works with the Caixa preset', async ({ page }) => {
  await signIn(page, DEMO.cashierWhatsapp);
  await expect(page.getByTestId('menu-pdv')).toBeVisible();
  await expect(page.getByTestId('menu-customers')).toBeVisible();
  await expect(page.getByTestId('menu-menu')).toHaveCount(0);
  // The user menu shows her name and no e-mail line.
  await page.getByTestId('user-menu-trigger').click();
  await expect(page.getByTestId('user-menu-name')).toHaveText('Beatriz');
  await expect(page.getByTestId('user-menu-email')).toHaveCount(0);
});
