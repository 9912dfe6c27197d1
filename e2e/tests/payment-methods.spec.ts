import { expect, test } from '@playwright/test';
import { createOwnerViaApi, signIn } from './support';

/*
 * Payment methods and card fee (issue 14): the owner chooses the methods per order type, a Pix key
 * (a wrong one is refused with a message that says what is expected) and a 3,5% card fee passed on
 * to the customer; after a reload the page shows what was saved.
 */

test('methods per order type, a Pix key and a 3,5% card fee are saved and shown again after a reload', async ({ page, request }) => {
  test.slow();
  const { email } = await createOwnerViaApi(request, 'Lanchonete do Pix');
  await signIn(page, email);
  await page.goto('/settings/payment-methods');

  const box = (method: string, orderType: string) => page.getByRole('checkbox', { name: `${method} em ${orderType}` });
  await expect(box('Dinheiro', 'Delivery')).toBeChecked();
  await box('Dinheiro', 'Delivery').uncheck();
  await box('Pagamento online', 'Mesa').check();

  // Retirada with no method at all is refused on its column, before any request.
  for (const method of ['Cartão de crédito', 'Dinheiro', 'Pix']) await box(method, 'Retirada').uncheck();
  await page.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(page.getByTestId('payment-methods-errors')).toHaveText('Retirada: Escolha pelo menos uma forma de pagamento para este tipo de pedido');
  await box('Pix', 'Retirada').check();

  // A CPF with a wrong check digit.
  await page.getByLabel('Tipo de chave').selectOption({ label: 'CPF' });
  const key = page.getByLabel('Chave', { exact: true });
  await key.fill('12345678900');
  await expect(key).toHaveValue('123.456.789-00');
  await page.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(page.getByText('Chave Pix inválida: confira os 11 dígitos do CPF')).toBeVisible();
  await key.fill('12345678909');

  await page.getByRole('radio', { name: /^Percentual/ }).check();
  await page.getByLabel('Percentual da taxa (%)').fill('3,5');
  await page.getByRole('switch', { name: 'Repassar a taxa ao cliente' }).check();
  await expect(page.getByTestId('card-fee-example')).toHaveText(/^Em um pedido de R\$\s100,00 o cliente paga R\$\s3,50 de taxa\.$/);

  await page.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(page.getByText('Formas de pagamento salvas.')).toBeVisible();
  await expect(page.getByText('Há alterações não salvas.')).toHaveCount(0);

  await page.reload();
  await expect(box('Dinheiro', 'Delivery')).not.toBeChecked();
  await expect(box('Pix', 'Delivery')).toBeChecked();
  await expect(box('Pagamento online', 'Mesa')).toBeChecked();
  await expect(box('Pix', 'Retirada')).toBeChecked();
  await expect(box('Dinheiro', 'Retirada')).not.toBeChecked();
  await expect(page.getByLabel('Tipo de chave')).toHaveValue('cpf');
  await expect(page.getByLabel('Chave', { exact: true })).toHaveValue('123.456.789-09');
  await expect(page.getByRole('radio', { name: /^Percentual/ })).toBeChecked();
  await expect(page.getByLabel('Percentual da taxa (%)')).toHaveValue('3,5');
  await expect(page.getByRole('switch', { name: 'Repassar a taxa ao cliente' })).toBeChecked();
  await expect(page.getByTestId('card-fee-example')).toHaveText(/R\$\s3,50 de taxa/);
});
