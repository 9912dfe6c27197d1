import { expect, test } from '@playwright/test';
import { DEMO, login, signIn } from './support';

test('a logged-out visitor is sent to login and comes back to the page they wanted', async ({ page }) => {
  await page.goto('/customers');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fcustomers$/);
  await login(page, DEMO.owner);
  await expect(page).toHaveURL(/\/customers$/);
  await expect(page.getByTestId('page-customers')).toBeVisible();

  await page.goto('/login');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('home-business-name')).toContainText('Pizzaria Bella Napoli');
});

test('a redirect to another site is refused after login', async ({ page }) => {
  await page.goto('/login?redirect=//evil.example.com');
  await login(page, DEMO.owner);
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
});

test('wrong credentials show the error and keep the visitor on login', async ({ page }) => {
  await page.goto('/login');
  await login(page, DEMO.owner, 'senha-errada');
  await expect(page.getByText('E-mail ou senha incorretos.')).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
});

test('logging out from the user menu ends the session', async ({ page }) => {
  await signIn(page, DEMO.owner);
  await expect(page.getByTestId('home-greeting')).toBeVisible();
  await page.getByTestId('user-menu-trigger').click();
  await expect(page.getByTestId('user-menu-email')).toHaveText(DEMO.owner);
  await page.getByTestId('user-menu-logout').click();
  await expect(page).toHaveURL(/\/login/);
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fprofile$/);
});
