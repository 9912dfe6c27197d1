import { expect, test } from '@playwright/test';
import { apiWithToken, closedTodayOnly, openStorefront } from './pdv-support';
import { createOwnerViaApi, signIn } from './support';

// Issue 33: the owner writes in the general settings what the public menu says while closed; a
// customer opening the menu while it is closed reads when it opens and that message.

test('the message written in the general settings is what a customer reads on the closed menu', async ({ page, request, browser }) => {
  test.setTimeout(60_000);
  const { email, token } = await createOwnerViaApi(request, 'Bar Fechado Hoje');
  const api = await apiWithToken(request, token);
  const slug = `bar-fechado-${Date.now()}`;
  await openStorefront(request, api, slug);
  // Open every day, all day, but closed today (an exception): the menu says it opens tomorrow.
  await closedTodayOnly(request, api);

  await signIn(page, email);
  await page.goto('/settings/general-settings');
  await page.getByLabel('Mensagem quando fechado').fill('Hoje é dia de inventário. Voltamos amanhã!');
  await page.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(page.getByText('Configurações gerais salvas')).toBeVisible();

  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'pt-BR' });
  const customer = await phone.newPage();
  await customer.goto(`/loja/${slug}`);
  await expect(customer.getByTestId('opening')).toHaveText(/^Fechado agora — abre amanhã às 00:00/);
  await expect(customer.getByTestId('closed-message')).toHaveText('Hoje é dia de inventário. Voltamos amanhã!');
  // Nothing on the menu yet: it says so, rather than a search over nothing.
  await expect(customer.getByTestId('menu-empty')).toHaveText('O cardápio ainda está sendo preparado. Volte em breve!');
  await expect(customer.getByRole('searchbox')).toHaveCount(0);
  await customer.screenshot({ path: test.info().outputPath('closed.png') });
  await phone.close();
});
