import { expect, test } from '@playwright/test';
import { apiAs, apiWithToken } from './pdv-support';
import { createOwnerViaApi, DEMO, signIn } from './support';

/*
 * Issue 39, "Must show" 2: an owner whose trial is over sees the alert, the PDV opens the upgrade
 * modal, which leads to /plans: the launch offer with its savings. Subscribing issues the first
 * invoice; paying it at Mercado Pago (the journeys' stand-in, on Comanda's own account) unlocks the
 * PDV on the tab left open — without a reload, through the realtime `billing.updated`.
 */

test('a trial that ended: /plans, the launch offer, the first invoice paid at Mercado Pago, the PDV unlocked without a reload', async ({ page, request, context, browser }) => {
  test.setTimeout(120_000);
  const { email, token } = await createOwnerViaApi(request, 'Cantina Assinante');
  const owner = await apiWithToken(request, token);
  // Support ends the trial now (the admin's audited action).
  const admin = await apiAs(request, DEMO.admin);
  const ended = await request.put(`/api/v1/core/businesses/${owner.businessId}/trial`, { headers: admin.headers, data: { ends_at: new Date(Date.now() - 60_000).toISOString(), reason: 'Jornada de assinatura' } });
  expect(ended.status(), await ended.text()).toBe(200);

  await signIn(page, email);
  await expect(page.getByTestId('plan-alert')).toContainText('Seu período trial expirou');
  await page.goto('/pdv');
  const modal = page.getByTestId('upgrade-modal');
  await expect(modal).toBeVisible();
  await modal.getByRole('link', { name: 'Atualizar para Essencial Agora' }).click();
  await expect(page).toHaveURL(/\/plans$/);
  const essential = page.getByTestId('plan-card-essential');
  await expect(essential).toContainText('Oferta de lançamento');
  await expect(essential).toContainText('R$ 39,90');
  await expect(essential.getByTestId('plan-savings')).toHaveText('Você economiza R$ 90,00');
  await page.screenshot({ path: test.info().outputPath('plans.png'), fullPage: true });
  await essential.getByRole('button', { name: 'Assinar por R$ 39,90 (3 meses)' }).click();
  await page.getByRole('dialog', { name: 'Assinar o plano ESSENCIAL?' }).getByRole('button', { name: 'Assinar', exact: true }).click();
  await expect(page).toHaveURL(/\/subscription$/);
  await expect(page.getByTestId('subscription-status')).toHaveText('Pagamento pendente');
  const invoice = page.getByTestId('invoices').getByRole('listitem').first();
  await expect(invoice.getByTestId('invoice-status')).toHaveText('Vencida');
  await page.screenshot({ path: test.info().outputPath('subscription.png'), fullPage: true });

  // The PDV is still locked on this tab…
  await page.goto('/pdv');
  await expect(page.getByTestId('feature-locked')).toBeVisible();
  await page.getByTestId('upgrade-modal').getByRole('button', { name: 'Não, obrigado. Continuar com o plano atual.' }).click();

  // …while the owner pays in another tab, at Mercado Pago's hosted page.
  const payTab = await context.newPage();
  await payTab.goto('/subscription');
  await payTab.getByTestId('invoices').getByTestId('invoice-pay').click();
  await payTab.getByRole('button', { name: 'Pagar (aprovado)' }).click();
  await expect(payTab).toHaveURL(/\/subscription\/invoice\//);
  await expect(payTab.getByTestId('invoice-status')).toHaveText('Paga', { timeout: 15_000 });
  await expect(payTab.getByTestId('invoice-total')).toHaveText('R$ 39,90');
  await payTab.screenshot({ path: test.info().outputPath('invoice-paid.png'), fullPage: true });

  // The first tab, never reloaded: the alert is gone and the PDV opens.
  await expect(page.getByTestId('plan-alert')).toHaveCount(0, { timeout: 15_000 });
  await expect(page.getByTestId('feature-locked')).toHaveCount(0);
  const subscription = (await (await request.get(`/api/v1/businesses/${owner.businessId}/subscription`, { headers: owner.headers })).json()) as { data: { status: string } };
  expect(subscription.data.status).toBe('active');

  // The platform admin sees it in the subscriptions, with what it adds to the MRR.
  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await signIn(adminPage, DEMO.admin);
  await adminPage.goto('/settings/admin/subscriptions');
  await expect(adminPage.getByTestId('subscriptions-mrr')).toContainText('R$');
  await adminPage.getByLabel('Buscar negócio').fill('Cantina Assinante');
  const row = adminPage.getByTestId('subscriptions').getByRole('listitem').first();
  await expect(row).toContainText('Cantina Assinante');
  await expect(row).toContainText('R$ 39,90/mês');
  await expect(row).toContainText('Ativa');
  await adminPage.screenshot({ path: test.info().outputPath('admin-subscriptions.png'), fullPage: true });

  // Its page: the paid invoice, and a free month given with its reason (audited).
  await row.getByRole('link', { name: 'Cantina Assinante' }).click();
  await expect(adminPage.getByTestId('admin-invoices').getByTestId('invoice-status').first()).toHaveText('Paga');
  await adminPage.getByRole('button', { name: 'Dar meses grátis' }).click();
  const give = adminPage.getByTestId('free-periods-dialog');
  await give.getByRole('button', { name: 'Dar' }).click();
  await expect(give.getByText('Diga o motivo.')).toBeVisible();
  await give.getByLabel('Motivo').fill('Cortesia pela semana sem internet');
  await give.getByRole('button', { name: 'Dar' }).click();
  await expect(adminPage.getByText('1 mês grátis dado.')).toBeVisible();
  await expect(adminPage.getByTestId('admin-subscription-freePeriods')).toHaveText('1');
  await adminPage.screenshot({ path: test.info().outputPath('admin-subscription.png'), fullPage: true });
  await adminContext.close();

  // The owner upgrades: only the rest of the period's difference is charged, and the plan switches once it is paid.
  await page.goto('/plans');
  await expect(page.getByTestId('plan-choose-essential')).toHaveText('Seu plano atual');
  await page.getByTestId('plan-choose-pro').click();
  await page.getByRole('dialog', { name: 'Mudar para o plano PROFISSIONAL?' }).getByRole('button', { name: 'Mudar de plano' }).click();
  await expect(page.getByText(/Pague a diferença de R\$\s[\d,]+ para mudar para PROFISSIONAL agora\./)).toBeVisible();
  await expect(page).toHaveURL(/\/subscription$/);
  await page.getByTestId('invoices').getByTestId('invoice-pay').click();
  await page.getByRole('button', { name: 'Pagar (aprovado)' }).click();
  await expect(page.getByTestId('invoice-status')).toHaveText('Paga', { timeout: 15_000 });
  await page.goto('/subscription');
  await expect(page.getByTestId('subscription')).toContainText('PROFISSIONAL');
  await page.screenshot({ path: test.info().outputPath('upgraded.png'), fullPage: true });
});

/*
 * Issue 39, "Must show" 3: an invoice left unpaid past the grace suspends the business — every page
 * but billing says so, the storefront closes — and paying the open invoice opens it all at once, on a
 * tab left open too. The pages' requests carry X-Test-Now (NODE_ENV=test only), eight days after the
 * invoice fell due; reading the subscription brings it up to that instant.
 */
test('unpaid past the grace: suspended, only the billing pages open; paying the open invoice opens everything at once', async ({ page, request, context }) => {
  test.setTimeout(120_000);
  const { email, token } = await createOwnerViaApi(request, 'Cantina Suspensa');
  const owner = await apiWithToken(request, token);
  const admin = await apiAs(request, DEMO.admin);
  expect((await request.put(`/api/v1/core/businesses/${owner.businessId}/trial`, { headers: admin.headers, data: { ends_at: new Date(Date.now() - 60_000).toISOString(), reason: 'Jornada de suspensão' } })).status()).toBe(200);
  expect((await request.post(`/api/v1/businesses/${owner.businessId}/subscribe`, { headers: owner.headers, data: { plan: 'essential' } })).status()).toBe(201);

  // Two days late: the home page says so, with the day it would be suspended.
  await context.setExtraHTTPHeaders({ 'x-test-now': new Date(Date.now() + 2 * 86_400_000).toISOString() });
  await signIn(page, email);
  await page.goto('/');
  const due = page.getByTestId('home-billing-due');
  await expect(due).toContainText('Fatura do Comanda em aberto');
  await expect(due).toContainText('para o negócio não ser suspenso');
  await page.screenshot({ path: test.info().outputPath('home-due.png'), fullPage: true });

  await context.setExtraHTTPHeaders({ 'x-test-now': new Date(Date.now() + 8 * 86_400_000).toISOString() });
  await page.goto('/subscription');
  await expect(page.getByTestId('subscription-status')).toHaveText('Suspensa');
  await page.goto('/pedidos');
  const blocked = page.getByTestId('business-blocked');
  await expect(blocked).toContainText('Assinatura suspensa');
  await expect(blocked).toContainText('Nenhum dado foi apagado');
  await page.screenshot({ path: test.info().outputPath('suspended.png'), fullPage: true });
  const current = (await (await request.get('/api/v1/businesses/current', { headers: owner.headers })).json()) as { data: { token: string; can_access: boolean } };
  expect(current.data.can_access).toBe(false);
  expect((await request.get(`/api/v1/storefront/${current.data.token}`)).status()).toBe(404);

  // Paid in another tab; the first, left on the blocked page, opens without a reload.
  const payTab = await context.newPage();
  await payTab.goto('/pedidos');
  await payTab.getByTestId('business-blocked').getByRole('link', { name: 'Pagar fatura em aberto' }).click();
  await expect(payTab).toHaveURL(/\/subscription$/);
  await expect(payTab.getByTestId('invoices').getByRole('listitem').first().getByTestId('invoice-status')).toHaveText('Vencida');
  await payTab.getByTestId('invoices').getByTestId('invoice-pay').click();
  await payTab.getByRole('button', { name: 'Pagar (aprovado)' }).click();
  await expect(payTab.getByTestId('invoice-status')).toHaveText('Paga', { timeout: 15_000 });

  await expect(page.getByTestId('business-blocked')).toHaveCount(0, { timeout: 15_000 });
  await expect(page.getByRole('heading', { name: 'Pedidos' }).first()).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('reopened.png'), fullPage: true });

  // An add-on: pay its share of the period at Mercado Pago, and it is active.
  await page.goto('/subscription');
  const reports = page.getByTestId('addon-advanced_reports');
  await reports.getByRole('button', { name: 'Contratar Relatórios avançados' }).click();
  await page.getByRole('dialog', { name: 'Contratar Relatórios avançados?' }).getByRole('button', { name: 'Contratar' }).click();
  await expect(page.getByText(/Pague R\$\s[\d,]+ para ativar Relatórios avançados\./)).toBeVisible();
  await expect(reports.getByTestId('addon-status')).toHaveText('Aguardando pagamento');
  await reports.getByRole('button', { name: 'Pagar' }).click();
  await page.getByRole('button', { name: 'Pagar (aprovado)' }).click();
  await expect(page.getByTestId('invoice-status')).toHaveText('Paga', { timeout: 15_000 });
  await page.goto('/subscription');
  await expect(page.getByTestId('addon-advanced_reports').getByTestId('addon-status')).toHaveText('Ativo');
  await page.screenshot({ path: test.info().outputPath('addons.png'), fullPage: true });
});

/* Issue 39: the platform admin's plans — a new plan, its features, and deleting it (never subscribed). */
test('the platform admin creates a plan, chooses its features and deletes it', async ({ page }) => {
  await signIn(page, DEMO.admin);
  await page.goto('/settings/admin/plans');
  await expect(page.getByTestId('admin-plan-essential').getByTestId('admin-plan-price')).toHaveText('R$ 69,90/mês');
  await page.getByRole('button', { name: 'Novo plano' }).click();
  const form = page.getByTestId('admin-plan-form');
  await form.getByLabel('Nome').fill('DELIVERY+');
  await form.getByLabel('Código').fill(`delivery_${Date.now() % 100000}`);
  await form.getByLabel('Preço por período').fill('149,90');
  await page.getByRole('button', { name: 'Criar plano' }).click();
  await expect(page.getByText('Plano DELIVERY+ criado.')).toBeVisible();
  const row = page.getByTestId('admin-plans').getByRole('listitem').filter({ hasText: 'DELIVERY+' });
  await expect(row.getByTestId('admin-plan-price')).toHaveText('R$ 149,90/mês');
  await page.screenshot({ path: test.info().outputPath('admin-plans.png'), fullPage: true });

  await row.getByRole('link', { name: 'Recursos' }).click();
  await expect(page.getByRole('heading', { name: 'Recursos do plano DELIVERY+' })).toBeVisible();
  await page.getByLabel('Relatórios').check();
  await page.getByLabel('PDV').check();
  await page.getByRole('button', { name: 'Salvar recursos' }).click();
  await expect(page.getByText('Recursos do plano salvos.')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('admin-plan-features.png'), fullPage: true });
  await page.getByRole('link', { name: 'Voltar aos planos' }).click();
  await expect(row).toContainText('4 recursos');

  await row.getByRole('button', { name: 'Excluir o plano DELIVERY+' }).click();
  await page.getByRole('dialog', { name: 'Excluir o plano DELIVERY+?' }).getByRole('button', { name: 'Excluir' }).click();
  await expect(page.getByText('Plano DELIVERY+ excluído.')).toBeVisible();
  await expect(row).toHaveCount(0);

  // The add-ons on sale, and a new one.
  await page.getByRole('link', { name: 'Add-ons' }).click();
  await expect(page.getByTestId('admin-addon-advanced_reports')).toContainText('R$ 19,90/mês');
  await page.getByRole('button', { name: 'Novo add-on' }).click();
  const addonForm = page.getByTestId('admin-addon-form');
  await addonForm.getByLabel('Nome').fill('Estoque avançado');
  await addonForm.getByLabel('Código').fill(`stock_${Date.now() % 100000}`);
  await addonForm.getByLabel('Preço').fill('24,90');
  await addonForm.getByLabel('Estoque', { exact: true }).check();
  await page.getByRole('button', { name: 'Criar add-on' }).click();
  await expect(page.getByText('Add-on Estoque avançado criado.')).toBeVisible();
  await expect(page.getByTestId('admin-addons').getByRole('listitem').filter({ hasText: 'Estoque avançado' })).toContainText('R$ 24,90/mês');
  await page.screenshot({ path: test.info().outputPath('admin-addons.png'), fullPage: true });
});
