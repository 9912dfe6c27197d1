import { expect, test } from '@playwright/test';
import { addProduct, openPdv, pizzeria, reais } from './pdv-support';
import { signIn } from './support';

// Issue 18, coupons: the owner creates a 10% coupon with one use and a minimum order; the PDV applies it
// and the server prices it; a second use is refused as it is applied, with the reason; turned off, it is
// refused as such.

test('a 10% coupon with one use applies in the PDV; a second use is refused with the reason', async ({ page, request }) => {
  test.setTimeout(60_000);
  const { email } = await pizzeria(request, 'Pizzaria do Cupom');

  await signIn(page, email);
  await page.goto('/settings/cupons');
  await expect(page.getByText('Nenhum cupom ainda')).toBeVisible();
  await page.getByTestId('coupons-add').click();
  const form = page.getByTestId('coupon-form');
  await form.getByLabel('Código').fill('bemvindo10');
  await form.getByLabel('Desconto (%)').fill('10');
  await form.getByLabel(/^Pedido mínimo/).fill('30');
  await form.getByLabel('Usos no total').fill('1');
  await page.getByRole('button', { name: 'Criar cupom' }).click();
  await expect(page.getByText('Cupom BEMVINDO10 criado.')).toBeVisible();
  const row = page.getByTestId('coupon-BEMVINDO10');
  await expect(row).toContainText('10% de desconto');
  await expect(row).toContainText('0 de 1 usos');
  await expect(row).toContainText('Pedido mínimo R$');

  // Below its minimum the PDV says so before sending; with two pizzas it takes 10% off.
  await openPdv(page);
  await addProduct(page, 'calabresa');
  await page.getByRole('radio', { name: 'Retirada' }).click();
  await page.getByTestId('pdv-coupon-code').fill('bemvindo10');
  await page.getByRole('button', { name: 'Aplicar' }).click();
  await expect(page.getByTestId('pdv-coupon-problem')).toHaveText(/Este cupom vale para pedidos a partir de R\$\s30,00\./);
  await page.getByRole('button', { name: /Mais um de Pizza Calabresa/ }).click();
  await expect(page.getByTestId('pdv-coupon-problem')).toBeHidden();
  await expect(page.getByTestId('pdv-totals')).toContainText('Cupom BEMVINDO10');
  await expect(page.getByTestId('pdv-total')).toHaveText(reais('45,00'));
  const placed = page.waitForResponse((r) => r.url().endsWith('/api/v1/orders') && r.request().method() === 'POST');
  await page.getByTestId('pdv-submit').click();
  const response = await placed;
  expect(response.status()).toBe(201);
  expect(((await response.json()) as { data: unknown }).data).toMatchObject({ coupon_code: 'BEMVINDO10', coupon_discount: 500, total: 4500 });

  // The second use: refused as the code is applied, with the reason, and nothing is taken off (issue 31).
  await addProduct(page, 'calabresa', 2);
  await page.getByRole('radio', { name: 'Retirada' }).click();
  await page.getByTestId('pdv-coupon-code').fill('BEMVINDO10');
  await page.getByRole('button', { name: 'Aplicar' }).click();
  await expect(page.getByText('O cupom BEMVINDO10 já foi usado o número máximo de vezes.')).toBeVisible();
  await expect(page.getByTestId('pdv-coupon-code')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByTestId('pdv-coupon')).toHaveCount(0);
  await expect(page.getByTestId('pdv-totals')).not.toContainText('Cupom');
  await expect(page.getByTestId('pdv-total')).toHaveText(reais('50,00'));

  // The owner sees the use, and turning the coupon off makes the PDV refuse the code outright.
  await page.goto('/settings/cupons');
  await expect(row).toContainText('1 de 1 usos');
  await row.getByRole('switch', { name: 'Ativar BEMVINDO10' }).click();
  await expect(page.getByText('Cupom BEMVINDO10 desativado.')).toBeVisible();
  await openPdv(page);
  await page.getByTestId('pdv-coupon-code').fill('bemvindo10');
  await page.getByRole('button', { name: 'Aplicar' }).click();
  await expect(page.getByText('O cupom BEMVINDO10 está desativado.')).toBeVisible();
});
