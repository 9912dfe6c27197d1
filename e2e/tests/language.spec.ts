import { expect, test } from '@playwright/test';
import { createOwnerViaApi, signIn } from './support';

test('switching to English changes the shell and stays English after a reload', async ({ page, request, context }) => {
  const { email } = await createOwnerViaApi(request, 'Cantina Bilíngue');
  await signIn(page, email);
  await expect(page.getByTestId('menu-customers')).toContainText('Clientes');

  await page.getByRole('button', { name: 'English' }).first().click();
  await expect(page.getByTestId('menu-customers')).toContainText('Customers');
  await expect(page.getByTestId('menu-menu')).toContainText('Menu');

  await page.reload();
  await expect(page.getByTestId('menu-customers')).toContainText('Customers');
  const cookie = (await context.cookies()).find((c) => c.name === 'i18n_redirected');
  expect(cookie?.value).toBe('en');
  expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(364 * 24 * 3600);

  await page.getByRole('button', { name: 'Português' }).first().click();
  await expect(page.getByTestId('menu-customers')).toContainText('Clientes');
});

test('the login page follows the language cookie', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'i18n_redirected', value: 'en', url: baseURL! }]);
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Log in', exact: true })).toBeVisible();
});
