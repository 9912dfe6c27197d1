import { expect, test } from '@playwright/test';
import { createOwnerViaApi, DEMO, signIn } from './support';
import { addHalfAndHalf, addProduct, apiAs, apiWithToken, closeBillViaApi, deliverOnlyTo, openPdv, reais, setServiceCharge, tableButton, tablesOf } from './pdv-support';

// Issue 15, "The PDV" and "Must show" 1 and 6: a waiter takes a table's order, a second waiter adds
// to the same table at the same time and nothing is lost, the owner closes the bill split across
// methods, a delivery's bairro fee goes away on pickup, and a 1,000-product menu adds in < 100 ms.

test.describe('Mesa 4 through a service', () => {
  // One table's story: opened, added to by two waiters at once, closed. Each step needs the one before.
  test.describe.configure({ mode: 'serial' });

  test('a waiter sends Mesa 4 a half-and-half pizza and two drinks; Mesa 4 shows occupied with the total', async ({ page, request }) => {
    // A retried run finds Mesa 4 as the failed one left it: its bill is closed first.
    const owner = await apiAs(request, DEMO.owner);
    await closeBillViaApi(request, owner, (await tablesOf(request, owner)).find((table) => table.name === 'Mesa 4')!);
    await signIn(page, DEMO.waiter);
    await openPdv(page);
    await tableButton(page, 'Mesa 4').click();
    await addHalfAndHalf(page, ['Margherita', 'Quatro Queijos']);
    await addProduct(page, 'refrigerante lata', 2);
    const lines = page.getByTestId('pdv-cart-line');
    await expect(lines).toHaveCount(2);
    await expect(lines.nth(1).getByTestId('pdv-line-qty')).toHaveText('2');
    // The dearest flavour (64,90) and two cans (2 × 6,00): the same total the API stores.
    await expect(page.getByTestId('pdv-total')).toHaveText(reais('76,90'));

    await page.getByTestId('pdv-submit').click();
    await expect(page.getByText(/^Pedido #\d+ enviado$/)).toBeVisible();
    await expect(page.getByTestId('pdv-cart-line')).toHaveCount(0);
    await expect(tableButton(page, 'Mesa 4')).toHaveAttribute('data-status', 'occupied');
    await expect(tableButton(page, 'Mesa 4').getByTestId('pdv-table-total')).toHaveText(reais('76,90'));
  });

  test('two waiters add to Mesa 4 at the same time: both items are on the order', async ({ page, browser, request }) => {
    // Two browsers signing in and opening the PDV: 30 s was too little once on a loaded 2-core CI machine.
    test.setTimeout(60_000);
    await signIn(page, DEMO.waiter);
    const other = await browser.newContext();
    const ownerPage = await other.newPage();
    await signIn(ownerPage, DEMO.owner);
    for (const p of [page, ownerPage]) {
      await openPdv(p);
      await tableButton(p, 'Mesa 4').click();
      await expect(p.getByTestId('pdv-table-order')).toBeVisible();
    }
    await addProduct(page, 'refrigerante 2 litros');
    await addProduct(ownerPage, 'misto quente');
    // Both send from the same stale view of the table: each request appends, neither replaces.
    await Promise.all([page.getByTestId('pdv-submit').click(), ownerPage.getByTestId('pdv-submit').click()]);
    await expect(page.getByText(/^Pedido #\d+ enviado$/)).toBeVisible();
    await expect(ownerPage.getByText(/^Pedido #\d+ enviado$/)).toBeVisible();

    const api = await apiAs(request, DEMO.owner);
    const tables = (await (await request.get(`/api/v1/businesses/${api.businessId}/tables`, { headers: api.headers })).json()) as { data: { id: number; name: string }[] };
    const mesa4 = tables.data.find((table) => table.name === 'Mesa 4');
    const order = (await (await request.get(`/api/v1/tables/${mesa4?.id}/order`, { headers: api.headers })).json()) as { data: { products: { name: string }[] } };
    const names = order.data.products.map((line) => line.name);
    expect(names).toEqual(expect.arrayContaining(['Pizza meio a meio', 'Refrigerante lata 350 ml', 'Refrigerante 2 litros', 'Misto quente']));
    await other.close();
  });

  test('the owner closes the bill of Mesa 4 with 10% service charge, split between Pix and cash with change', async ({ page, request }) => {
    const api = await apiAs(request, DEMO.owner);
    await setServiceCharge(request, api, 10);

    await signIn(page, DEMO.owner);
    await openPdv(page);
    await tableButton(page, 'Mesa 4').click();
    await expect(page.getByTestId('pdv-table-order')).toBeVisible();
    await page.getByTestId('pdv-close-bill-open').click();
    const dialog = page.getByRole('dialog', { name: 'Fechar conta — Mesa 4' });
    await expect(dialog.getByRole('switch', { name: 'Cobrar taxa de serviço' })).toBeChecked();
    const total = (await dialog.getByTestId('pdv-bill-total').textContent()) ?? '';
    const totalCents = Number(total.replace(/\D/g, ''));
    // Pix pays 50,00; the rest in cash, with 100,00 handed over.
    const first = dialog.getByTestId('pdv-bill-payment').first();
    await first.getByLabel('Forma').selectOption('pix');
    await first.getByLabel('Valor').fill('50');
    await dialog.getByRole('button', { name: 'Dividir em outra forma' }).click();
    const second = dialog.getByTestId('pdv-bill-payment').nth(1);
    await second.getByLabel('Forma').selectOption('money');
    await expect(second.getByLabel('Valor')).toHaveValue(reais(((totalCents - 5000) / 100).toFixed(2).replace('.', ',')));
    await second.getByLabel('Recebido em dinheiro').fill('100');
    await expect(second.getByTestId('pdv-bill-change')).toHaveText(reais((((10000 - (totalCents - 5000)) / 100).toFixed(2)).replace('.', ',')));
    await dialog.getByRole('button', { name: 'Fechar conta', exact: true }).click();
    await expect(page.getByText('Conta de Mesa 4 fechada')).toBeVisible();
    await expect(tableButton(page, 'Mesa 4')).toHaveAttribute('data-status', 'free');

    await setServiceCharge(request, api, null);
  });
});

test('a delivery to a bairro shows its fee; switched to Retirada the fee disappears; without whom to deliver to it is not sent', async ({ page, request }) => {
  const { email, token } = await createOwnerViaApi(request, 'Pizzaria Entrega PDV');
  const api = await apiWithToken(request, token);
  const moema = { id: await deliverOnlyTo(request, api, 'Moema', { fee: 800, minimum: 3000 }) };
  const category = (await (await request.post('/api/v1/menu/categories', { headers: api.headers, data: { name: 'Pizzas' } })).json()) as { data: { id: number } };
  await request.post('/api/v1/products/import', { headers: api.headers, data: { category_id: category.data.id, products: [{ name: 'Pizza Calabresa', amount: 2500 }] } });

  await signIn(page, email);
  await openPdv(page);
  await addProduct(page, 'calabresa');
  await page.getByRole('radio', { name: 'Delivery' }).click();
  await page.getByLabel('Bairro').selectOption(String(moema.id));
  // Below the bairro's minimum order, said before sending.
  await expect(page.getByTestId('pdv-delivery-problem')).toHaveText(/Pedido mínimo para este bairro: R\$\s30,00/);
  await page.getByRole('button', { name: /Mais um de Pizza Calabresa/ }).click();
  await expect(page.getByTestId('pdv-delivery-fee')).toHaveText(/Taxa de entrega: R\$\s8,00/);
  await expect(page.getByTestId('pdv-totals')).toContainText('Taxa de entrega');
  await expect(page.getByTestId('pdv-total')).toHaveText(reais('58,00'));

  await page.getByRole('radio', { name: 'Retirada' }).click();
  await expect(page.getByTestId('pdv-totals')).not.toContainText('Taxa de entrega');
  await expect(page.getByTestId('pdv-total')).toHaveText(reais('50,00'));

  // Back to delivery: the bairro's fee again, and the API stores the same fee and total.
  await page.getByRole('radio', { name: 'Delivery' }).click();
  await expect(page.getByTestId('pdv-total')).toHaveText(reais('58,00'));
  await page.getByLabel('Rua').fill('Avenida Ibirapuera');
  await page.getByLabel('Número').fill('2000');
  // Whom to deliver to is missing: marked on the form, and nothing is sent (issue 31).
  let posts = 0;
  page.on('request', (r) => {
    if (r.url().endsWith('/api/v1/orders') && r.method() === 'POST') posts += 1;
  });
  await page.getByTestId('pdv-submit').click();
  const name = page.getByRole('textbox', { name: /^Nome/ });
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('O campo nome do cliente é obrigatório')).toBeVisible();
  await expect(page.getByText('O campo WhatsApp do cliente é obrigatório')).toBeVisible();
  await expect(page.getByLabel('Rua')).not.toHaveAttribute('aria-invalid', 'true');
  expect(posts).toBe(0);
  await name.fill('Marina Costa');
  await expect(name).not.toHaveAttribute('aria-invalid', 'true');
  await page.getByRole('textbox', { name: /^WhatsApp/ }).fill('11976543210');
  const placed = page.waitForResponse((r) => r.url().endsWith('/api/v1/orders') && r.request().method() === 'POST');
  await page.getByTestId('pdv-submit').click();
  const response = await placed;
  expect(response.status(), await response.text()).toBe(201);
  expect(((await response.json()) as { data: unknown }).data).toMatchObject({
    order_type: 'delivery',
    district_id: moema.id,
    delivery_fee: 800,
    total: 5800,
    customer_name: 'Marina Costa',
    address_street: 'Avenida Ibirapuera',
    address_number: '2000',
  });
});

test('with a 1,000-product menu the search is instant and adding an item responds in under 100 ms', async ({ page, request }) => {
  test.slow();
  const { email, token } = await createOwnerViaApi(request, 'Cantina PDV dos Mil');
  const api = await apiWithToken(request, token);
  for (let c = 1; c <= 50; c++) {
    const created = await request.post('/api/v1/menu/categories', { headers: api.headers, data: { name: `Categoria ${c}` } });
    const { data: category } = (await created.json()) as { data: { id: number } };
    const products = Array.from({ length: 20 }, (_, i) => ({ name: `Prato ${c}-${i + 1}`, amount: 1000 + i * 10 }));
    expect((await request.post('/api/v1/products/import', { headers: api.headers, data: { category_id: category.id, products } })).status()).toBe(201);
  }
  await signIn(page, email);
  await openPdv(page);
  await page.getByRole('radio', { name: 'Balcão' }).click();

  await page.keyboard.press('F2');
  await expect(page.getByTestId('pdv-search')).toBeFocused();
  await page.keyboard.type('prato 37-1');
  await expect(page.getByTestId('pdv-products').getByRole('button').first()).toContainText('Prato 37-1');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('pdv-cart-line')).toHaveCount(1);

  const durations: number[] = [];
  for (const name of ['Prato 1-1', 'Prato 25-10', 'Prato 50-20']) {
    await page.getByTestId('pdv-search').fill(name);
    await page.getByTestId('pdv-products').getByRole('button', { name: new RegExp(`^${name}\\b`) }).first().click();
    await expect(page.getByTestId('pdv-cart-line').last()).toContainText(name);
    durations.push(await page.evaluate(() => performance.getEntriesByName('pdv-add', 'measure').at(-1)?.duration ?? Infinity));
  }
  test.info().annotations.push({ type: 'add to cart', description: durations.map((d) => `${d.toFixed(1)} ms`).join(', ') });
  for (const duration of durations) expect(duration).toBeLessThan(100);

  // + and − change the last item's quantity; Ctrl+Enter sends (here the counter order).
  await page.locator('body').click({ position: { x: 5, y: 5 } });
  await page.keyboard.press('+');
  await expect(page.getByTestId('pdv-line-qty').last()).toHaveText('2');
  await page.keyboard.press('-');
  await expect(page.getByTestId('pdv-line-qty').last()).toHaveText('1');
});

test('a refusal (422) is shown on the line it names, and the next send is a new intent (new key)', async ({ page }) => {
  await signIn(page, DEMO.waiter);
  await openPdv(page);
  await page.getByRole('radio', { name: 'Retirada' }).click();
  await addProduct(page, 'refrigerante lata');
  await addProduct(page, 'refrigerante 2 litros');
  const keys: string[] = [];
  // The server's answer is played here: the screen's handling of it is under test.
  await page.route('**/api/v1/orders', (route) => {
    keys.push(route.request().headers()['idempotency-key'] ?? '');
    return route.fulfill({
      status: 422,
      contentType: 'application/json',
      body: JSON.stringify({ message: 'O produto Refrigerante 2 litros está pausado', errors: { 'products.1.id': ['O produto Refrigerante 2 litros está pausado'] } }),
    });
  });
  await page.getByTestId('pdv-submit').click();
  const lines = page.getByTestId('pdv-cart-line');
  await expect(lines.nth(1).getByRole('alert')).toHaveText('O produto Refrigerante 2 litros está pausado');
  await expect(lines.nth(0).getByRole('alert')).toHaveCount(0);
  // The toast says what to do, not "Algo deu errado" (issue 31).
  await expect(page.getByText('Confira os dados do pedido')).toBeVisible();
  await expect(page.getByText('Algo deu errado')).toHaveCount(0);
  await page.getByTestId('pdv-submit').click();
  await expect.poll(() => keys.length).toBe(2);
  expect(keys[0]).not.toBe(keys[1]);
});

test('a weight product asks its kilos (comma accepted) and refuses less than its minimum', async ({ page }) => {
  await signIn(page, DEMO.waiter);
  await openPdv(page);
  await page.getByTestId('pdv-search').fill('açaí self-service');
  await page.getByTestId('pdv-products').getByRole('button').first().click();
  const dialog = page.getByRole('dialog', { name: 'Peso de Açaí self-service por kg' });
  await dialog.getByLabel('Peso (kg)').fill('0,05');
  await dialog.getByRole('button', { name: 'Adicionar' }).click();
  await expect(dialog.getByText('O peso mínimo deve ser maior ou igual a 0,2 kg')).toBeVisible();
  await expect(page.getByTestId('pdv-cart-line')).toHaveCount(0);
  await dialog.getByLabel('Peso (kg)').fill('0,350');
  await dialog.getByRole('button', { name: 'Adicionar' }).click();
  await expect(dialog).toBeHidden();
  // 69,90 per kg × 0,350 kg
  await expect(page.getByTestId('pdv-cart-line')).toContainText('0,35 kg');
  await expect(page.getByTestId('pdv-total')).toHaveText(reais('24,47'));
});

test('a counter order: the total the screen shows is the total the API stores, to the centavo', async ({ page }) => {
  await signIn(page, DEMO.waiter);
  await openPdv(page);
  await page.getByRole('radio', { name: 'Balcão' }).click();
  await addHalfAndHalf(page, ['Calabresa', 'Portuguesa']);
  await addProduct(page, 'refrigerante lata', 2);
  await page.getByTestId('pdv-cart-line').first().getByRole('textbox').fill('sem cebola');
  const shown = (await page.getByTestId('pdv-total').textContent()) ?? '';
  const placed = page.waitForResponse((r) => r.url().endsWith('/api/v1/orders') && r.request().method() === 'POST');
  await page.keyboard.press('Control+Enter');
  const response = await placed;
  expect(response.status()).toBe(201);
  expect(response.request().headers()['idempotency-key']).toMatch(/^[0-9a-f]{32}$/);
  const { data: order } = (await response.json()) as { data: { number: number; total: number; products: { comments: string | null }[] } };
  expect(Number(shown.replace(/\D/g, ''))).toBe(order.total);
  expect(order.products[0]?.comments).toBe('sem cebola');
  await expect(page.getByText(`Pedido #${order.number} enviado`)).toBeVisible();
  await expect(page.getByTestId('pdv-cart-line')).toHaveCount(0);
});

test('at an occupied table only the new items are sent (an append), and the bill is closed split across methods', async ({ page, request }) => {
  const api = await apiAs(request, DEMO.owner);
  await setServiceCharge(request, api, 10);
  // The tables' side is played here (its API comes from the tables branch): what is under test is
  // what the screen sends.
  const opened = new Date(Date.now() - 20 * 60_000).toISOString();
  const mesa4 = { id: 4, uuid: 't4', name: 'Mesa 4', capacity: 4, area: null, status: 'occupied', has_order: true, order_id: 103, order_number: 12, order_total: 8459, opened_at: opened };
  const line = { id: 1, uuid: 'l1', product_id: 1, name: 'Pizza Calabresa', amount: 5790, promotional_price: null, active_promotion: false, is_weight_based: false, weight: null, qty: 1, comments: null, items: [], subtotal: 7690, created_at: opened };
  const order = { id: 103, number: 12, table_id: 4, products: [line], subtotal: 7690, service_charge_percent: 10, service_charge: 769, total: 8459, delivery_fee: 0, discount: 0, card_fee: 0 };
  await page.route('**/api/v1/businesses/*/tables', (route) => route.fulfill({ json: { data: [mesa4] } }));
  await page.route('**/api/v1/tables/4/order', (route) => route.fulfill({ json: { data: order } }));
  const sent: { body: Record<string, unknown>; key: string }[] = [];
  await page.route('**/api/v1/orders', (route) => {
    sent.push({ body: route.request().postDataJSON() as Record<string, unknown>, key: route.request().headers()['idempotency-key'] ?? '' });
    return route.fulfill({ status: 201, json: { data: { ...order, number: 12 } } });
  });
  const closes: { body: Record<string, unknown>; key: string }[] = [];
  await page.route('**/api/v1/tables/4/close', (route) => {
    closes.push({ body: route.request().postDataJSON() as Record<string, unknown>, key: route.request().headers()['idempotency-key'] ?? '' });
    return route.fulfill({ json: { data: { ...mesa4, status: 'free' } } });
  });

  await signIn(page, DEMO.owner);
  await openPdv(page);
  await tableButton(page, 'Mesa 4').click();
  await expect(page.getByTestId('pdv-table-order')).toContainText('Pizza Calabresa');
  await addProduct(page, 'refrigerante 2 litros');
  await page.getByTestId('pdv-submit').click();
  await expect(page.getByText('Pedido #12 enviado')).toBeVisible();
  expect(sent).toHaveLength(1);
  expect(sent[0]?.body).toMatchObject({ order_type_id: 3, local_sub_type: 'mesa', table_id: 4, order_id: 103 });
  expect(sent[0]?.body['products']).toEqual([{ id: expect.any(Number), qty: 1, weight: null, comments: null, items: [] }]);

  await tableButton(page, 'Mesa 4').click();
  await page.getByTestId('pdv-close-bill-open').click();
  const dialog = page.getByRole('dialog', { name: 'Fechar conta — Mesa 4' });
  await expect(dialog.getByTestId('pdv-bill-total')).toHaveText(reais('84,59'));
  const first = dialog.getByTestId('pdv-bill-payment').first();
  await first.getByLabel('Forma').selectOption('pix');
  await first.getByLabel('Valor').fill('50');
  await dialog.getByRole('button', { name: 'Dividir em outra forma' }).click();
  const second = dialog.getByTestId('pdv-bill-payment').nth(1);
  await second.getByLabel('Forma').selectOption('money');
  await expect(second.getByLabel('Valor')).toHaveValue(reais('34,59'));
  await second.getByLabel('Recebido em dinheiro').fill('100');
  await expect(second.getByTestId('pdv-bill-change')).toHaveText(/Troco: R\$\s65,41/);
  await dialog.getByRole('button', { name: 'Fechar conta', exact: true }).click();
  await expect(page.getByText('Conta de Mesa 4 fechada')).toBeVisible();
  expect(closes).toHaveLength(1);
  expect(closes[0]?.key).toMatch(/^[0-9a-f]{32}$/);
  expect(closes[0]?.body).toEqual({
    service_charge_waiter: true,
    payments: [
      { method: 'pix', amount: 5000, received: null },
      { method: 'money', amount: 3459, received: 10000 },
    ],
  });
  await setServiceCharge(request, api, null);
});
