import { expect, test } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, signIn } from './support';

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the menu toggle opens and closes the slide-over', async ({ page }) => {
    await signIn(page, DEMO.owner);
    await expect(page.getByTestId('home-greeting')).toBeVisible();
    await expect(page.getByTestId('mobile-menu')).toBeHidden();

    await page.getByRole('button', { name: 'Abrir menu' }).click();
    await expect(page.getByTestId('mobile-menu')).toBeVisible();
    await page.getByRole('button', { name: 'Fechar menu' }).click();
    await expect(page.getByTestId('mobile-menu')).toBeHidden();

    await page.getByRole('button', { name: 'Abrir menu' }).click();
    await page.getByTestId('mobile-menu-customers').click();
    await expect(page).toHaveURL(/\/customers$/);
    await expect(page.getByTestId('mobile-menu')).toBeHidden();
  });
});

test('a session revoked on the server sends the user to login at once, and back to the page after', async ({ page, context, request }) => {
  await signIn(page, DEMO.owner);
  await page.goto('/profile');
  await expect(page.getByLabel('Nome completo')).toHaveValue(/Marina/);

  const session = (await context.cookies()).find((c) => c.name === 'comanda_session');
  expect(session).toBeDefined();
  const revoke = await request.post('/api/v1/logout', { headers: { authorization: `Bearer ${session!.value}` } });
  expect(revoke.status()).toBe(204);

  // The server closes the session's socket; the page asks the API, whose 401 leads to login.
  await expect(page).toHaveURL(/\/login\?redirect=%2Fprofile$/);
  await page.getByLabel('E-mail').fill(DEMO.owner);
  await page.getByLabel('Senha', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page).toHaveURL(/\/profile$/);
});

test('an unknown path shows the 404 page with a working link home', async ({ page }) => {
  await signIn(page, DEMO.owner);
  await page.goto('/this/page/does-not-exist');
  await expect(page.getByTestId('error-status')).toHaveText('404');
  await expect(page.getByText('Esta página não pôde ser encontrada')).toBeVisible();
  await page.getByRole('link', { name: /início|home/i }).click();
  await expect(page.getByTestId('home-greeting')).toBeVisible();
});

test('in English the 404 page reads "This page could not be found"', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'i18n_redirected', value: 'en', url: baseURL! }]);
  await page.goto('/no/such/page');
  await expect(page.getByTestId('error-status')).toHaveText('404');
  await expect(page.getByText('This page could not be found')).toBeVisible();
});

test('the session token is never readable by page JavaScript', async ({ page, context }) => {
  await signIn(page, DEMO.owner);
  await expect(page.getByTestId('home-greeting')).toBeVisible();
  const session = (await context.cookies()).find((c) => c.name === 'comanda_session');
  expect(session?.httpOnly).toBe(true);
  expect(session?.sameSite).toBe('Lax');
  const visible = await page.evaluate(() => ({
    cookies: document.cookie,
    storage: JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }),
  }));
  expect(visible.cookies).not.toContain('comanda_session');
  expect(visible.cookies).not.toContain(session!.value);
  expect(visible.storage).not.toContain(session!.value);
});

test('the built app runs under the content security policy without violations', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  const response = await page.goto('/login');
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
  await signIn(page, DEMO.owner);
  await page.goto('/profile');
  await expect(page.getByLabel('Nome completo')).toBeVisible();
  expect(violations).toEqual([]);
});

// Every page of the spec is built now; the last "Em breve" one, /mercadopago, is Mercado Pago's return
// page, served by the API (storefront-pages.ts): without an order of ours it says so and offers nothing.
test("Mercado Pago's return page without an order of ours says so and asks for nothing", async ({ page }) => {
  const res = await page.goto('/mercadopago/success?external_reference=not-an-order');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Pedido não encontrado.' })).toBeVisible();
  await expect(page.getByRole('button')).toHaveCount(0);
});
