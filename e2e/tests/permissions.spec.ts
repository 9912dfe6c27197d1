import { expect, test } from '@playwright/test';
import { DEMO, signIn } from './support';

test('a waiter sees only what they may open: no Cardápio, settings, plan card or subscription; a non-admin is sent home from /businesses', async ({ page }) => {
  await signIn(page, DEMO.waiter);
  // The demo waiter holds manage_orders and use_pdv (issue 13, 13): every entry follows the route's access.
  await expect(page.getByTestId('menu-pdv')).toBeVisible();
  for (const hidden of ['menu-menu', 'menu-customers', 'menu-whatsapp', 'menu-businesses']) {
    await expect(page.getByTestId(hidden)).toHaveCount(0);
  }
  await expect(page.getByTestId('home-greeting')).toBeVisible();
  await expect(page.getByTestId('home-plan')).toHaveCount(0);

  await page.getByTestId('user-menu-trigger').click();
  await expect(page.getByTestId('user-menu-profile')).toBeVisible();
  await expect(page.getByTestId('user-menu-subscription')).toHaveCount(0);
  await expect(page.getByTestId('user-menu-settings')).toHaveCount(0);
  await page.keyboard.press('Escape');

  await page.goto('/cardapio');
  await expect(page.getByTestId('permission-denied')).toBeVisible();

  // Typed by hand, /settings shows no list of sections the waiter cannot open, only why.
  await page.goto('/settings/cupons');
  await expect(page.getByTestId('permission-denied')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Seções das configurações' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Cupons' })).toHaveCount(0);

  await page.goto('/subscription');
  await expect(page.getByTestId('permission-denied')).toBeVisible();

  await page.goto('/businesses');
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
});

test('an admin enters Pizzaria Bella Napoli from /businesses, sees it in the top bar, edits its menu, and leaves', async ({ page }) => {
  // Two trips into the business and the menu page: more than the default 30 s on a shared 2-core machine.
  test.setTimeout(60_000);
  await signIn(page, DEMO.admin);
  // Outside any business, home points to the list of businesses (issue 13, 8).
  await expect(page.getByText('Você ainda não entrou em nenhum restaurante.')).toBeVisible();
  await expect(page.getByTestId('current-business')).toHaveCount(0);
  await expect(page.getByTestId('menu-menu')).toHaveCount(0);
  await page.getByTestId('choose-business').getByRole('link', { name: 'Ver restaurantes' }).click();
  await expect(page).toHaveURL(/\/businesses$/);

  // Other journeys add businesses: the demo's may be on another page of the list, so search for it.
  await page.getByRole('searchbox', { name: 'Buscar restaurante' }).fill('Bella Napoli');
  // A click anywhere on the row enters the business (issue 13, 9).
  const row = page.getByTestId('business-row').filter({ hasText: 'Pizzaria Bella Napoli' });
  await row.click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await expect(page.getByTestId('current-business-name')).toHaveText('Pizzaria Bella Napoli');
  await expect(page.getByTestId('current-business')).toContainText('Administrador');
  await expect(page.getByTestId('home-business-name')).toHaveText('Você está gerenciando Pizzaria Bella Napoli.');

  // The admin edits this business's menu.
  await page.getByTestId('menu-menu').click();
  await expect(page).toHaveURL(/\/cardapio$/);
  const name = `Sobremesas ${Date.now()}`;
  await page.getByRole('button', { name: /Nova categoria|Criar categoria/ }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Nova categoria' });
  await dialog.getByLabel('Nome').fill(name);
  await dialog.getByRole('button', { name: 'Criar categoria' }).click();
  await expect(page.getByRole('region', { name, exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Pizzas salgadas', exact: true })).toBeVisible();

  // "Sair do restaurante" is back at /businesses, outside any business.
  await page.getByRole('button', { name: 'Sair do restaurante' }).click();
  await expect(page).toHaveURL(/\/businesses$/);
  await expect(page.getByTestId('current-business')).toHaveCount(0);
  await expect(page.getByTestId('menu-menu')).toHaveCount(0);

  // The row's button works from the keyboard too.
  await page.getByRole('searchbox', { name: 'Buscar restaurante' }).fill('Bella Napoli');
  const enter = page.getByRole('button', { name: 'Acessar Pizzaria Bella Napoli' });
  await enter.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('current-business-name')).toHaveText('Pizzaria Bella Napoli');
  await page.getByRole('button', { name: 'Sair do restaurante' }).click();
  await expect(page).toHaveURL(/\/businesses$/);
});

test('the owner sees Cardápio and Configurações', async ({ page }) => {
  await signIn(page, DEMO.owner);
  await expect(page.getByTestId('menu-menu')).toBeVisible();
  await page.getByTestId('user-menu-trigger').click();
  await expect(page.getByTestId('user-menu-settings')).toBeVisible();
  await page.keyboard.press('Escape');
});
