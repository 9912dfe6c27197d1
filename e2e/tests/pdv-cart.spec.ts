import { expect, test } from '@playwright/test';
import { DEMO, signIn } from './support';
import { addHalfAndHalf, addProduct, deliverOnlyTo, openPdv, pizzeria, reais, setServiceCharge } from './pdv-support';

// Issue 31, the PDV's cart: the service charge starts as the business set it for tables and for the
// counter; "Cancelar pedido" asks before discarding, and an emptied cart costs R$ 0,00; focus goes back
// to the search after an item's options; on a PC the cart and its total stay in view.

test('the service charge starts on at a table and off at the counter; the owner can turn the counter on', async ({ page, request }) => {
  test.slow();
  const { email, api } = await pizzeria(request, 'Cantina da Taxa');
  await setServiceCharge(request, api, 10);
  await signIn(page, email);
  await openPdv(page);
  const charge = page.getByRole('switch', { name: 'Taxa de serviço (10%)' });
  await expect(charge).toBeChecked();
  await page.getByRole('radio', { name: 'Balcão' }).click();
  await expect(charge).not.toBeChecked();
  await addProduct(page, 'calabresa');
  await expect(page.getByTestId('pdv-total')).toHaveText(reais('25,00'));
  // Back at a table it starts on again.
  await page.getByRole('radio', { name: 'Mesa' }).click();
  await expect(charge).toBeChecked();

  await page.goto('/settings/general-settings');
  const counter = page.getByRole('switch', { name: 'Começar pedidos de balcão com a taxa de serviço' });
  await expect(counter).not.toBeChecked();
  await expect(page.getByRole('switch', { name: 'Começar pedidos de mesa com a taxa de serviço' })).toBeChecked();
  await counter.check();
  await page.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(page.getByText('Configurações gerais salvas')).toBeVisible();

  await openPdv(page);
  await page.getByRole('radio', { name: 'Balcão' }).click();
  await expect(charge).toBeChecked();
  await addProduct(page, 'calabresa');
  await expect(page.getByTestId('pdv-total')).toHaveText(reais('27,50'));
});

test('"Cancelar pedido" asks before discarding the cart; the emptied delivery cart shows no fee and R$ 0,00', async ({ page, request }) => {
  const { email, api } = await pizzeria(request, 'Pizzaria do Cancelar');
  const bairro = await deliverOnlyTo(request, api, 'Vila Madalena', { fee: 750, minimum: 0 });
  await signIn(page, email);
  await openPdv(page);
  await expect(page.getByTestId('pdv-cancel')).toBeDisabled();
  await page.getByRole('radio', { name: 'Delivery' }).click();
  await page.getByLabel('Bairro').selectOption(String(bairro));
  await addProduct(page, 'calabresa');
  await expect(page.getByTestId('pdv-total')).toHaveText(reais('32,50'));

  await page.getByTestId('pdv-cancel').click();
  const ask = page.getByRole('dialog', { name: 'Descartar este pedido?' });
  await expect(ask).toContainText('1 item ainda não enviado e os dados preenchidos serão apagados.');
  // Kept: the cart is as it was.
  await ask.getByRole('button', { name: 'Cancelar' }).click();
  await expect(ask).toBeHidden();
  await expect(page.getByTestId('pdv-cart-line')).toHaveCount(1);
  await expect(page.getByTestId('pdv-cancel')).toBeFocused();

  await page.getByTestId('pdv-cancel').click();
  await ask.getByRole('button', { name: 'Descartar pedido' }).click();
  await expect(page.getByTestId('pdv-cart-line')).toHaveCount(0);
  await expect(page.getByTestId('pdv-totals')).not.toContainText('Taxa de entrega');
  await expect(page.getByTestId('pdv-total')).toHaveText(reais('0,00'));
  await expect(page.getByTestId('pdv-search')).toBeFocused();
  // The next item brings the bairro's fee back.
  await addProduct(page, 'calabresa');
  await expect(page.getByTestId('pdv-total')).toHaveText(reais('32,50'));
});

test('after an item with options or a weight, focus is back on the search for the next item', async ({ page }) => {
  await signIn(page, DEMO.waiter);
  await openPdv(page);
  await page.getByRole('radio', { name: 'Balcão' }).click();
  await addHalfAndHalf(page, ['Margherita', 'Calabresa']);
  // Its text is selected: the next product is typed over it.
  await expect(page.getByTestId('pdv-search')).toBeFocused();
  await page.keyboard.type('açaí self');
  await expect(page.getByTestId('pdv-search')).toHaveValue('açaí self');
  await page.keyboard.press('Enter');
  const weight = page.getByRole('dialog', { name: 'Peso de Açaí self-service por kg' });
  await weight.getByLabel('Peso (kg)').fill('0,300');
  await weight.getByLabel('Peso (kg)').press('Enter');
  await expect(weight).toBeHidden();
  await expect(page.getByTestId('pdv-search')).toBeFocused();
  await expect(page.getByTestId('pdv-cart-line')).toHaveCount(2);
});

test('at 1280×800 the cart, its total and "Enviar pedido" stay in view while the page scrolls', async ({ page }) => {
  // Passes in ~10 s alone; past 30 s beside the other worker's journeys on 2 cores.
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, DEMO.waiter);
  await openPdv(page);
  await page.getByRole('radio', { name: 'Balcão' }).click();
  for (const search of ['refrigerante lata', 'misto quente', 'refrigerante 2 litros', 'água']) await addProduct(page, search);
  await page.getByTestId('pdv-search').fill('');
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  await expect(page.getByTestId('pdv-total')).toBeInViewport();
  await expect(page.getByTestId('pdv-submit')).toBeInViewport();
  await expect(page.getByTestId('pdv-cart-line').first()).toBeInViewport();
  await page.screenshot({ path: test.info().outputPath('pdv-1280x800-scrolled.png') });
});
