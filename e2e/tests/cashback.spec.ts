import { expect, test } from '@playwright/test';
import { addProduct, finishAndPayPickup, openPdv, pizzeria, reais } from './pdv-support';
import { signIn } from './support';

// Issue 18, cashback: the owner creates a 10% rule; a paid order credits the customer; the PDV offers the
// credit on her next order and the server takes it off.

test('a 10% cashback rule credits a paid order, and the credit is spent in the PDV', async ({ page, request }) => {
  test.setTimeout(90_000);
  const { email, api, productId } = await pizzeria(request, 'Pizzaria do Cashback');

  await signIn(page, email);
  await page.goto('/settings/programa-fidelidade/settings/cashback');
  await expect(page.getByText('Nenhuma regra de cashback ainda.')).toBeVisible();
  await page.getByTestId('cashback-add').click();
  const form = page.getByTestId('cashback-rule-form');
  await form.getByLabel('Cashback (%)').fill('10');
  await page.getByRole('button', { name: 'Criar regra' }).click();
  await expect(page.getByText('Regra de cashback criada.')).toBeVisible();
  await expect(page.getByTestId('cashback-rules')).toContainText('10% de volta');

  const placed = await request.post('/api/v1/orders', {
    headers: api.headers,
    data: { order_type_id: 2, payment_type: 'pix', customer_name: 'Júlia Melo', customer_whatsapp: '(11) 94567-8901', products: [{ id: productId, qty: 2 }] },
  });
  const { id } = ((await placed.json()) as { data: { id: number } }).data;
  await finishAndPayPickup(request, api, id);

  await openPdv(page);
  await addProduct(page, 'calabresa', 2);
  await page.getByRole('radio', { name: 'Retirada' }).click();
  await page.getByRole('textbox', { name: /^WhatsApp/ }).fill('94567');
  await page.getByTestId('pdv-customer-suggestions').getByRole('button', { name: 'Usar Júlia Melo' }).click();
  const cashback = page.getByTestId('pdv-cashback');
  await expect(cashback).toContainText(/saldo R\$\s5,00/);
  await cashback.getByRole('textbox').fill('5');
  await expect(page.getByTestId('pdv-totals')).toContainText('Cashback');
  await expect(page.getByTestId('pdv-total')).toHaveText(reais('45,00'));
  const sent = page.waitForResponse((r) => r.url().endsWith('/api/v1/orders') && r.request().method() === 'POST');
  await page.getByTestId('pdv-submit').click();
  const response = await sent;
  expect(response.status()).toBe(201);
  expect(((await response.json()) as { data: unknown }).data).toMatchObject({ cashback_discount: 500, total: 4500 });
});
