import { expect, test } from '@playwright/test';

// Issue 13, item 15: opening /login asked GET /me, whose 401 the browser logged as an error on
// every visit. Asking whether anyone is logged in is not an error (GET /api/v1/session).

test('the login page loads without a console error', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Entrar', exact: true })).toBeVisible();
  // Typing loads the validation chunk; the page is then fully loaded.
  await page.getByLabel('E-mail').fill('alguem@example.com');
  await page.waitForLoadState('networkidle');
  await page.reload();
  await expect(page.getByRole('button', { name: 'Entrar', exact: true })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(errors).toEqual([]);
});
