import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, linkFromOutbox, login, registerViaApi, uniqueEmail } from './support';

test('forgot password: the link from the outbox sets a new password, the old one stops working and older sessions end', async ({
  page,
  browser,
  request,
}) => {
  // Seven Argon2 hashes (sign-up, four logins, the reset): slow when the other worker is busy too.
  test.slow();
  const email = uniqueEmail('esqueci');
  const apiToken = await registerViaApi(request, email);

  // A browser session opened before the reset.
  const before = await browser.newContext();
  const beforePage = await before.newPage();
  await beforePage.goto('/login');
  await login(beforePage, email);
  await expect(beforePage).toHaveURL(/\/setup$/);

  await page.goto('/login');
  await page.getByRole('link', { name: 'Esqueceu a senha?' }).click();
  // The login form also has an E-mail field: wait for the new page before typing.
  await expect(page.getByRole('heading', { name: 'Esqueceu a senha?' })).toBeVisible();
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Enviar link' }).click();
  await expect(page.getByTestId('result-info')).toBeVisible();

  const link = await linkFromOutbox(request, email, '/reset-password');
  await page.goto(link);
  await page.getByLabel('Nova senha', { exact: true }).fill('nova-senha-456');
  await page.getByLabel('Confirme a nova senha').fill('nova-senha-456');
  await page.getByRole('button', { name: 'Salvar nova senha' }).click();
  await expect(page).toHaveURL(/\/login/);

  await login(page, email, DEMO_PASSWORD);
  await expect(page.getByText('E-mail ou senha incorretos.')).toBeVisible();
  await login(page, email, 'nova-senha-456');
  await expect(page).toHaveURL(/\/setup$/);

  const me = await request.get('/api/v1/me', { headers: { authorization: `Bearer ${apiToken}` } });
  expect(me.status()).toBe(401);
  await beforePage.reload();
  await expect(beforePage).toHaveURL(/\/login/);
  await before.close();
});
