import { expect, test } from '@playwright/test';
import { DEMO, signIn } from './support';

test('a waiter without manage_menu sees no Cardápio and cannot open it; a non-admin is sent home from /businesses', async ({ page }) => {
  await signIn(page, DEMO.waiter);
  await expect(page.getByTestId('menu-customers')).toBeVisible();
  await expect(page.getByTestId('menu-menu')).toHaveCount(0);
  await expect(page.getByTestId('menu-businesses')).toHaveCount(0);

  await page.goto('/cardapio');
  await expect(page.getByTestId('permission-denied')).toBeVisible();

  await page.goto('/businesses');
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);

  await page.getByTestId('user-menu-trigger').click();
  await expect(page.getByTestId('user-menu-profile')).toBeVisible();
  await expect(page.getByTestId('user-menu-settings')).toHaveCount(0);
});

test('an admin sees Restaurantes and the list of businesses', async ({ page }) => {
  await signIn(page, DEMO.admin);
  await page.getByTestId('menu-businesses').click();
  await expect(page).toHaveURL(/\/businesses$/);
  await expect(page.getByTestId('business-row').filter({ hasText: 'Pizzaria Bella Napoli' })).toBeVisible();
});

test('the owner sees Cardápio and Configurações', async ({ page }) => {
  await signIn(page, DEMO.owner);
  await expect(page.getByTestId('menu-menu')).toBeVisible();
  await page.getByTestId('user-menu-trigger').click();
  await expect(page.getByTestId('user-menu-settings')).toBeVisible();
  await page.keyboard.press('Escape');
});
