import { expect, test } from '@playwright/test';
import { addProduct, finishAndPayPickup, openPdv, pizzeria, reais } from './pdv-support';
import { signIn } from './support';

// Issue 18, points: the owner turns the points program on; a customer's finalized and paid order earns
// points that show on her page and in her history; the PDV offers them on her next order; canceling that
// order gives them back.

test('points earned by a paid order show on the customer, are spent in the PDV, and come back when that order is canceled', async ({ page, request }) => {
  test.setTimeout(90_000);
  const { email, api, productId } = await pizzeria(request, 'Pizzaria dos Pontos');

  await signIn(page, email);
  await page.goto('/settings/programa-fidelidade/settings/pontos');
  await page.getByLabel('Programa de pontos ativo').check();
  await expect(page.getByTestId('points-example')).toContainText('50 pontos');
  await page.getByTestId('points-program-save').click();
  await expect(page.getByText('Programa de pontos salvo.')).toBeVisible();

  // Her order of R$ 50,00, finalized and paid, earns 50 points.
  const placed = await request.post('/api/v1/orders', {
    headers: api.headers,
    data: { order_type_id: 2, payment_type: 'pix', customer_name: 'Helena Prado', customer_whatsapp: '(11) 93456-7890', products: [{ id: productId, qty: 2 }] },
  });
  const first = ((await placed.json()) as { data: { id: number; number: number } }).data;
  await finishAndPayPickup(request, api, first.id);
  await page.goto('/customers');
  await page.getByRole('link', { name: 'Helena Prado' }).click();
  await expect(page.getByTestId('customer-points')).toHaveText(/50 \(R\$\s0,50\)/);
  await page.getByRole('link', { name: 'Histórico de pontos' }).click();
  await expect(page.getByTestId('points-balance')).toHaveText('50');
  await expect(page.getByTestId('points-movements')).toContainText(`Ganhou · Pedido #${first.number}`);

  // The PDV finds her and offers her points; she spends them all on the next order.
  await openPdv(page);
  await addProduct(page, 'calabresa', 2);
  await page.getByRole('radio', { name: 'Retirada' }).click();
  await page.getByRole('textbox', { name: /^WhatsApp/ }).fill('93456');
  await page.getByTestId('pdv-customer-suggestions').getByRole('button', { name: 'Usar Helena Prado' }).click();
  await expect(page.getByTestId('pdv-points')).toContainText(/50 pontos \(R\$\s0,50\)/);
  await page.getByRole('button', { name: 'Usar todos' }).click();
  await expect(page.getByTestId('pdv-totals')).toContainText('Pontos');
  await expect(page.getByTestId('pdv-total')).toHaveText(reais('49,50'));
  const sent = page.waitForResponse((r) => r.url().endsWith('/api/v1/orders') && r.request().method() === 'POST');
  await page.getByTestId('pdv-submit').click();
  const response = await sent;
  expect(response.status()).toBe(201);
  const second = ((await response.json()) as { data: { id: number; number: number; points_redeemed: number; total: number } }).data;
  expect(second).toMatchObject({ points_redeemed: 50, total: 4950 });

  // Canceling that order gives her points back.
  expect((await request.put(`/api/v1/orders/${second.id}/cancel`, { headers: api.headers, data: { reason: 'Cliente desistiu' } })).status()).toBe(200);
  await page.goto('/customers');
  await page.getByRole('link', { name: 'Helena Prado' }).click();
  await page.getByRole('link', { name: 'Histórico de pontos' }).click();
  await expect(page.getByTestId('points-balance')).toHaveText('50');
  await expect(page.getByTestId('points-movements')).toContainText(`Estorno · Pedido #${second.number}`);
  await expect(page.getByTestId('points-movements')).toContainText(`Trocou · Pedido #${second.number}`);
});
