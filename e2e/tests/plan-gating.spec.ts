import { expect, test, type Page } from '@playwright/test';
import { createOwnerViaApi, signIn } from './support';

/*
 * Plan gating as the owner meets it (issue 14, spec §4, §8, §9). A new business starts a 14-day
 * trial; the journeys move the server's clock for every request of the page with X-Test-Now (NODE_ENV=test,
 * apps/api/src/lib/request-clock.ts), which the business's plan_status and the API's feature checks
 * both read.
 */

const DAY = 24 * 60 * 60 * 1000;

async function atDaysFromNow(page: Page, days: number) {
  await page.context().setExtraHTTPHeaders({ 'x-test-now': new Date(Date.now() + days * DAY).toISOString() });
}

test('a trial 3 days from its end shows the trial message; "Lembrar mais tarde" keeps it hidden after a reload', async ({ page, request }) => {
  const { email } = await createOwnerViaApi(request, 'Cantina do Teste');
  await atDaysFromNow(page, 11);
  await signIn(page, email);

  const alert = page.getByTestId('plan-alert');
  await expect(alert).toContainText('Seu período trial expira em 3 dias.');
  await expect(alert.getByRole('link', { name: 'Escolher um plano' })).toHaveAttribute('href', '/subscription');
  await alert.getByRole('button', { name: 'Lembrar mais tarde' }).click();
  await expect(alert).toBeHidden();

  await page.reload();
  await expect(page.getByTestId('home-opening-status')).toBeVisible();
  await expect(page.getByTestId('plan-alert')).toBeHidden();
  // Kept for this business's trial and this alert type, for the trial warning's 12 hours.
  const stored = JSON.parse((await page.evaluate(() => localStorage.getItem('planAlertDismissed'))) ?? 'null') as { until: string; alertType: string };
  expect(stored.alertType).toBe('trial_warning');
  expect(Date.parse(stored.until) - Date.now()).toBeGreaterThan(11 * 60 * 60 * 1000);
});

test('after the trial, PDV and promotions open the upgrade modal, and "Não, obrigado…" closes it', async ({ page, request }) => {
  test.slow();
  const { email, token } = await createOwnerViaApi(request, 'Lanchonete Grátis');
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const category = (await (await request.post('/api/v1/menu/categories', { headers, data: { name: 'Lanches' } })).json()) as { data: { id: number } };
  const created = await request.post('/api/v1/products', { headers, data: { category_id: category.data.id, name: 'X-Burguer', amount: 2500 } });
  expect(created.status()).toBe(201);
  const product = ((await created.json()) as { data: { id: number } }).data;

  await atDaysFromNow(page, 15);
  await signIn(page, email);
  await expect(page.getByTestId('plan-alert')).toContainText('Seu período trial expirou. Algumas funcionalidades foram bloqueadas.');

  // The PDV entry of the left menu opens the modal instead of the page.
  await page.getByTestId('menu-pdv').click();
  const modal = page.getByRole('dialog', { name: 'Venda no balcão e nas mesas com o PDV' });
  await expect(modal).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(modal.getByText('Plano Essencial', { exact: true })).toBeVisible();
  const blocked = modal.getByTestId('upgrade-blocked-features').getByRole('listitem');
  await expect(blocked).toHaveCount(8);
  await expect(blocked.filter({ hasText: /Gestor de pedidos|Cardápio digital/ })).toHaveCount(0);
  // A click on the backdrop does not close it.
  await page.mouse.click(5, 5);
  await expect(modal).toBeVisible();
  await modal.getByRole('button', { name: 'Não, obrigado. Continuar com o plano atual.' }).click();
  await expect(modal).toBeHidden();

  // The page's address typed: the page says why it is empty, behind the modal.
  await page.goto('/pdv');
  await expect(modal).toBeVisible();
  await expect(page.getByTestId('feature-locked')).toBeVisible();
  await modal.getByRole('link', { name: 'Atualizar para Essencial Agora' }).click();
  await expect(modal).toBeHidden();
  await expect(page).toHaveURL(/\/plans$/);
  await expect(page.getByTestId('plan-card-essential')).toBeVisible();

  // Promotions: the button opens the modal of their context instead of the form.
  await page.goto(`/cardapio/${product.id}/promotions`);
  await page.getByRole('button', { name: 'Nova promoção' }).click();
  const promotions = page.getByRole('dialog', { name: 'Crie promoções para os seus produtos' });
  await expect(promotions).toBeVisible();
  await promotions.getByRole('button', { name: 'Não, obrigado. Continuar com o plano atual.' }).click();
  await expect(promotions).toBeHidden();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
