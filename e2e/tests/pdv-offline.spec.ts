import { expect, test, type APIRequestContext } from '@playwright/test';
import { createOwnerViaApi, DEMO, signIn } from './support';
import { addProduct, apiWithToken, openPdv, type Api } from './pdv-support';

// Issue 15, "Nothing typed is lost": with the API unreachable an order waits in the browser with its
// Idempotency-Key and is sent once when the API is back, however many times it is retried.

/** A new business whose menu is one juice (R$ 9,00), and its owner's API access. */
async function businessWithJuice(request: APIRequestContext, name: string): Promise<{ email: string; api: Api; productId: number | undefined }> {
  const { email, token } = await createOwnerViaApi(request, name);
  const api = await apiWithToken(request, token);
  const category = (await (await request.post('/api/v1/menu/categories', { headers: api.headers, data: { name: 'Bebidas' } })).json()) as { data: { id: number } };
  const imported = await request.post('/api/v1/products/import', { headers: api.headers, data: { category_id: category.data.id, products: [{ name: 'Suco de laranja', amount: 900 }] } });
  const productId = ((await imported.json()) as { data: { id: number }[] }).data[0]?.id;
  return { email, api, productId };
}

test('an order sent while the API is unreachable waits, then is sent exactly once', async ({ page, request }) => {
  // Its waits (the retries, then the send once back) add up past the default 30 s on a loaded machine.
  test.setTimeout(60_000);
  // A business of its own: its order numbers count only this journey's orders.
  const { email, api, productId } = await businessWithJuice(request, 'Lanchonete Sem Sinal');

  await signIn(page, email);
  await openPdv(page);
  await page.getByRole('radio', { name: 'Retirada' }).click();
  await page.getByLabel('Nome').fill('Cliente sem sinal');
  await addProduct(page, 'suco');

  let attempts = 0;
  await page.route('**/api/v1/orders', (route) => {
    attempts += 1;
    return route.abort();
  });
  await page.getByTestId('pdv-submit').click();
  const pending = page.getByTestId('pdv-pending');
  await expect(pending).toContainText('Aguardando conexão — será enviado automaticamente');
  await expect(pending.getByTestId('pdv-pending-order')).toHaveCount(1);
  // The screen is free for the next order meanwhile.
  await expect(page.getByTestId('pdv-cart-line')).toHaveCount(0);
  // It retries by itself (backoff), still unreachable.
  await expect.poll(() => attempts, { timeout: 10_000 }).toBeGreaterThan(1);

  await page.unroute('**/api/v1/orders');
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect(pending).toBeHidden({ timeout: 15_000 });

  // A reload finds nothing left to send.
  await page.reload();
  await expect(page.getByTestId('pdv-search')).toBeVisible();
  await page.waitForTimeout(2500);
  await expect(page.getByTestId('pdv-pending')).toBeHidden();
  // Exactly one order was made of it: the business's next order is number 2.
  const next = await request.post('/api/v1/orders', {
    headers: { ...api.headers, 'idempotency-key': `check-${Date.now()}` },
    data: { order_type_id: 2, products: [{ id: productId, qty: 1 }] },
  });
  expect(next.status(), await next.text()).toBe(201);
  expect(((await next.json()) as { data: { number: number } }).data.number).toBe(2);
});

test('every retry of a waiting order carries the same Idempotency-Key, and a sent order is not sent again', async ({ page }) => {
  // Several retries at the PDV's own backoff: past 30 s once in a full run on a loaded 2-core machine.
  test.setTimeout(60_000);
  await signIn(page, DEMO.waiter);
  await openPdv(page);
  await page.getByRole('radio', { name: 'Retirada' }).click();
  await addProduct(page, 'refrigerante 2 litros');

  const keys: string[] = [];
  let online = false;
  // The server's side is played here so that only the browser's behaviour is under test.
  await page.route('**/api/v1/orders', async (route) => {
    keys.push(route.request().headers()['idempotency-key'] ?? '');
    if (!online) return route.abort();
    return route.fulfill({ status: 201, contentType: 'application/json', body: JSON.stringify({ data: { id: 1, number: 77 } }) });
  });
  await page.getByTestId('pdv-submit').click();
  await expect(page.getByTestId('pdv-pending')).toBeVisible();
  await expect.poll(() => keys.length, { timeout: 10_000 }).toBeGreaterThan(1);

  online = true;
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect(page.getByTestId('pdv-pending')).toBeHidden({ timeout: 15_000 });
  const sentAt = keys.length;
  expect(new Set(keys).size).toBe(1);
  expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
  // Nothing left: no further attempt, even after the next online event or a reload.
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await page.reload();
  await expect(page.getByTestId('pdv-search')).toBeVisible();
  await page.waitForTimeout(2500);
  expect(keys.length).toBe(sentAt);
});

// Issue 31: in a fresh tab no toast had been shown, so the toast library had never been fetched; the
// first one, offline, failed to load and emptied the page. The PDV now loads it with its page.
test('a fresh PDV taken offline before any toast queues an order, shows it, and sends it once when back online', async ({ page, context, request }) => {
  const { email, api } = await businessWithJuice(request, 'Quiosque Sem Rede');
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));

  await signIn(page, email);
  await openPdv(page);
  await context.setOffline(true);
  await page.getByRole('radio', { name: 'Retirada' }).click();
  await page.getByLabel('Nome').fill('Cliente da rede caída');
  await addProduct(page, 'suco');
  await page.getByTestId('pdv-submit').click();

  const pending = page.getByTestId('pdv-pending');
  await expect(pending.getByTestId('pdv-pending-order')).toHaveCount(1);
  await expect(pending).toContainText('Cliente da rede caída');
  // The toast says it too, and the page is still there.
  await expect(page.getByText('Aguardando conexão — será enviado automaticamente').first()).toBeVisible();
  await expect(page.getByTestId('pdv-search')).toBeVisible();

  // Back online: the browser's online event sends it; no reload.
  await context.setOffline(false);
  await expect(pending).toBeHidden({ timeout: 15_000 });
  await expect(page.getByTestId('pdv-search')).toBeVisible();
  const board = await request.get(`/api/v1/businesses/${api.businessId}/orders-real-time`, { headers: api.headers });
  const orders = ((await board.json()) as { data: { customer_name?: string | null }[] }).data;
  expect(orders).toHaveLength(1);
  expect(errors.filter((message) => /dynamically imported module/.test(message))).toEqual([]);
});

// Issue 31: code that does not arrive is offered again in the page, never a blank page or a reload.
test('a dialog or a page whose code does not arrive shows "Tentar novamente" in the page, which keeps what was typed', async ({ page }) => {
  const blocked = (pattern: string) => page.route(pattern, (route) => route.abort('internetdisconnected'));
  // The options dialog's code never arrived (the PDV's idle fetch of it failed too).
  await blocked('**/assets/options-dialog-*.js');
  await signIn(page, DEMO.owner);
  await openPdv(page);
  await page.getByRole('radio', { name: 'Retirada' }).click();
  await page.getByLabel('Nome').fill('Dona Cida');
  await addProduct(page, 'refrigerante 2 litros');
  // No reload may happen from here on: a page that reloads loses this mark.
  await page.evaluate(() => ((window as { stillHere?: boolean }).stillHere = true));

  await page.getByTestId('pdv-search').fill('pizza meio a meio');
  await page.getByTestId('pdv-products').getByRole('button', { name: /^Pizza meio a meio/ }).click();
  const retry = page.getByTestId('chunk-retry');
  await expect(retry).toContainText('Não foi possível carregar esta parte do Comanda');
  await expect(page.getByTestId('pdv-cart-line')).toHaveCount(1);
  await expect(page.getByLabel('Nome')).toHaveValue('Dona Cida');

  await page.unroute('**/assets/options-dialog-*.js');
  await retry.getByRole('button', { name: 'Tentar novamente' }).click();
  await expect(page.getByRole('dialog', { name: 'Pizza meio a meio' })).toBeVisible();
  await expect(retry).toBeHidden();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('pdv-cart-line')).toHaveCount(1);
  await expect(page.getByLabel('Nome')).toHaveValue('Dona Cida');

  // A page: the order manager's code fails; the menu and top bar stay, and the retry opens it.
  await blocked('**/assets/order-manager-page-*.js');
  await page.goto('/');
  await page.evaluate(() => ((window as { stillHere?: boolean }).stillHere = true));
  await page.getByRole('link', { name: /^Gestor de pedidos/ }).click();
  await expect(retry).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Menu principal' })).toBeVisible();
  await page.unroute('**/assets/order-manager-page-*.js');
  await retry.getByRole('button', { name: 'Tentar novamente' }).click();
  await expect(page.getByTestId('page-pedidos')).toBeVisible();
  expect(await page.evaluate(() => (window as { stillHere?: boolean }).stillHere)).toBe(true);
});
