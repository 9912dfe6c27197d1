import { expect, test } from '@playwright/test';
import { addProduct, finishAndPayPickup, openPdv, pizzeria, reais } from './pdv-support';
import { signIn } from './support';

// Issue 18, the stamp card: the owner sets a card of 3 orders with R$ 15,00 off; after three paid orders
// the PDV offers the reward on the 4th, and the card starts over.

test('a stamp card of 3 orders gives its reward on the 4th order', async ({ page, request }) => {
  test.setTimeout(90_000);
  const { email, api, productId } = await pizzeria(request, 'Pizzaria do Cartão');

  await signIn(page, email);
  await page.goto('/settings/programa-fidelidade/settings');
  const form = page.getByTestId('stamp-card-form');
  await form.getByLabel('Pedidos para completar o cartão').fill('3');
  await form.getByLabel('Valor do desconto').fill('15');
  await expect(page.getByTestId('stamp-card-summary')).toHaveText(/A cada 3 pedidos, R\$\s15,00 de desconto\./);
  await page.getByTestId('stamp-card-save').click();
  await expect(page.getByText('Cartão fidelidade salvo.')).toBeVisible();

  for (let i = 0; i < 3; i++) {
    const placed = await request.post('/api/v1/orders', {
      headers: api.headers,
      data: { order_type_id: 2, payment_type: 'pix', customer_name: 'Igor Ramos', customer_whatsapp: '(11) 92345-6789', products: [{ id: productId }] },
    });
    const { id } = ((await placed.json()) as { data: { id: number } }).data;
    await finishAndPayPickup(request, api, id);
  }

  // The 4th order: the PDV finds him, offers the full card's reward, and the server takes it off.
  await openPdv(page);
  await addProduct(page, 'calabresa', 2);
  await page.getByRole('radio', { name: 'Retirada' }).click();
  await page.getByRole('textbox', { name: /^WhatsApp/ }).fill('92345');
  await page.getByTestId('pdv-customer-suggestions').getByRole('button', { name: 'Usar Igor Ramos' }).click();
  await expect(page.getByTestId('pdv-stamp-reward')).toContainText('Cartão fidelidade completo (3 selos)');
  await page.getByTestId('pdv-stamp-reward').getByRole('checkbox').check();
  await expect(page.getByTestId('pdv-total')).toHaveText(reais('35,00'));
  const sent = page.waitForResponse((r) => r.url().endsWith('/api/v1/orders') && r.request().method() === 'POST');
  await page.getByTestId('pdv-submit').click();
  const response = await sent;
  expect(response.status()).toBe(201);
  expect(((await response.json()) as { data: unknown }).data).toMatchObject({ stamp_reward_discount: 1500, total: 3500 });

  // His history: three stamps earned, the card used; it starts over.
  await page.goto('/customers');
  await page.getByRole('link', { name: 'Igor Ramos' }).click();
  await expect(page.getByTestId('customer-stamps')).toHaveText('0 de 3');
  await page.getByRole('link', { name: 'Histórico de pontos' }).click();
  await expect(page.getByTestId('stamps-balance')).toHaveText('Cartão fidelidade: 0 de 3 selos');
  await expect(page.getByTestId('points-movements')).toContainText('Selos · Trocou');
});
