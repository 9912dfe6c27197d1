import { expect, test } from '@playwright/test';
import { apiWithToken, deliverOnlyTo, openStorefront } from './pdv-support';
import { createOwnerViaApi, signIn } from './support';

// Issue 33, "Must show" 1: a customer on a phone opens the business's link, builds a half-and-half
// pizza (two flavours, charged as the PDV charges them) and a drink, asks for delivery to a served
// bairro, pays cash with change, and sends. The owner's board, open in another browser, shows it as
// pending and new; each move on the board reaches the customer's tracking page, to "Finalizado".

test('a customer orders from the public menu on a phone; the board shows it pending; accepting moves the tracking page', async ({ browser, request }) => {
  test.setTimeout(90_000);
  const { email, token } = await createOwnerViaApi(request, 'Pizzaria do Link');
  const api = await apiWithToken(request, token);
  const post = async (url: string, data: unknown) => {
    const res = await request.post(url, { headers: api.headers, data });
    expect(res.status(), await res.text()).toBeLessThan(300);
    return ((await res.json()) as { data: { id: number } }).data;
  };
  const pizzas = await post('/api/v1/menu/categories', { name: 'Pizzas' });
  const drinks = await post('/api/v1/menu/categories', { name: 'Bebidas' });
  const half = await post('/api/v1/products', { category_id: pizzas.id, name: 'Pizza meio a meio', amount: 0, confirm_free: true });
  await post(`/api/v1/products/${half.id}/variations`, {
    name: 'Sabores',
    is_required: true,
    min: 2,
    max: 2,
    is_average_calc: true,
    items: [
      { name: 'Calabresa', amount: 5000 },
      { name: 'Margherita', amount: 6000 },
    ],
  });
  await post('/api/v1/products', { category_id: drinks.id, name: 'Guaraná lata', amount: 700 });
  const bairro = `Vila do Link ${Date.now()}`;
  await deliverOnlyTo(request, api, bairro, { fee: 600, minimum: 2000 });
  const slug = `pizzaria-link-${Date.now()}`;
  await openStorefront(request, api, slug);

  const owner = await (await browser.newContext()).newPage();
  // Each tone the board plays is counted: "rings" is seen, not assumed.
  await owner.addInitScript(() => {
    const played = window as unknown as { tones: number };
    played.tones = 0;
    const create = AudioContext.prototype.createOscillator;
    AudioContext.prototype.createOscillator = function (this: AudioContext) {
      played.tones += 1;
      return create.call(this);
    };
  });
  await signIn(owner, email);
  await owner.goto('/pedidos');
  await expect(owner.getByTestId('page-pedidos')).toBeVisible();
  await owner.getByRole('button', { name: 'Ativar som' }).click();
  await expect(owner.getByRole('button', { name: 'Som ativado' })).toBeVisible();

  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'pt-BR' });
  const customer = await phone.newPage();
  await customer.goto(`/loja/${slug}`);
  await expect(customer.getByRole('heading', { name: 'Pizzaria do Link' })).toBeVisible();
  await customer.locator('[data-product]', { hasText: 'Pizza meio a meio' }).click();
  const sheet = customer.getByRole('dialog');
  await sheet.getByTestId('add-to-cart').click();
  await expect(sheet.getByText('Escolha em “Sabores”.')).toBeVisible();
  await sheet.getByLabel('Calabresa').check();
  await sheet.getByLabel('Margherita').check();
  // Half of each flavour: (50 + 60) / 2.
  await expect(sheet.getByTestId('add-to-cart')).toHaveText('Adicionar R$ 55,00');
  await sheet.getByTestId('add-to-cart').click();
  await customer.locator('[data-product]', { hasText: 'Guaraná lata' }).click();
  await customer.getByRole('dialog').getByTestId('add-to-cart').click();
  await expect(customer.getByTestId('cart-bar')).toContainText('R$ 62,00');
  await customer.getByTestId('cart-bar').click();
  await customer.getByTestId('checkout').click();
  // The phone's back button takes the checkout back to the bag, not out of the shop.
  await expect(customer).toHaveURL(/#finalizar$/);
  await customer.goBack();
  await expect(customer).toHaveURL(/#sacola$/);
  await customer.getByTestId('checkout').click();

  await expect(customer.getByRole('radio', { name: 'Entrega' })).toBeChecked();
  await customer.getByLabel('Seu nome').fill('Joana Lima');
  await customer.getByLabel('WhatsApp', { exact: true }).fill('(11) 97777-1234');
  await customer.getByLabel('Bairro').selectOption({ label: `${bairro} · R$ 6,00` });
  await customer.getByLabel('Rua').fill('Rua das Flores');
  await customer.getByLabel('Número').fill('42');
  // The summary adds the bairro's fee, as the server will.
  await expect(customer.locator('dd.total')).toHaveText('R$ 68,00');
  await customer.getByLabel('Dinheiro').check();
  await customer.getByLabel('Troco para').fill('100');
  await customer.screenshot({ path: test.info().outputPath('checkout.png'), fullPage: true });
  // A double tap sends one order (one Idempotency-Key for the checkout).
  const placed = customer.waitForResponse((res) => res.request().method() === 'POST' && /\/storefront\/.+\/orders$/.test(res.url()));
  await customer.getByTestId('send-order').dblclick();
  expect((await placed).status()).toBe(201);
  // The owner's board shows it pending within a second of its placing, and rings.
  await expect(owner.getByTestId('board-column-pending').locator('[data-testid^="board-card-"]')).toHaveCount(1, { timeout: 1_000 });
  await expect.poll(() => owner.evaluate(() => (window as unknown as { tones: number }).tones)).toBeGreaterThan(0);
  await expect(customer).toHaveURL(/\/p\/[0-9a-f-]{36}$/);
  await expect(customer.getByTestId('track-status')).toHaveText('Pendente');

  const card = owner.locator('[data-testid^="board-card-"]');
  // One card (the double tap made one order), pending and flagged new.
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('Novo');
  await expect(card).toContainText('R$ 68,00');
  const moves: [string, string][] = [
    ['Aceitar', 'Anotado'],
    ['Iniciar preparo', 'Preparando'],
    ['Pedido pronto', 'Pedido pronto'],
    ['Despachar', 'Em entrega'],
    ['Finalizar', 'Pedido Finalizado'],
  ];
  for (const [button, status] of moves) {
    await card.getByRole('button', { name: button }).click();
    await expect(customer.getByTestId('track-status')).toHaveText(status, { timeout: 10_000 });
  }
  await customer.screenshot({ path: test.info().outputPath('tracking.png') });
  await owner.context().close();
  await phone.close();
});
