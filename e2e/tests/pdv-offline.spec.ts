import { expect, test } from '@playwright/test';
import { DEMO, signIn } from './support';
import { addProduct, apiAs, openPdv } from './pdv-support';

// Issue 15, "Nothing typed is lost": with the API unreachable an order waits in the browser with its
// Idempotency-Key and is sent once when the API is back, however many times it is retried.

test('an order sent while the API is unreachable waits, then is sent exactly once', async ({ page, request }) => {
  const customer = `Cliente offline ${Date.now()}`;
  await signIn(page, DEMO.waiter);
  await openPdv(page);
  await page.getByRole('radio', { name: 'Retirada' }).click();
  await page.getByLabel('Nome').fill(customer);
  await addProduct(page, 'refrigerante lata');

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

  // A reload finds nothing left to send, and the server holds one order for this customer.
  await page.reload();
  await expect(page.getByTestId('pdv-search')).toBeVisible();
  await expect(page.getByTestId('pdv-pending')).toBeHidden();
  const api = await apiAs(request, DEMO.owner);
  const res = await request.get(`/api/v1/businesses/${api.businessId}/orders`, { headers: api.headers, params: { search: customer, order_type: 'retirada' } });
  expect(res.status(), await res.text()).toBe(200);
  const { data } = (await res.json()) as { data: { customer_name: string }[] };
  expect(data.filter((order) => order.customer_name === customer)).toHaveLength(1);
});

test('every retry of a waiting order carries the same Idempotency-Key, and a sent order is not sent again', async ({ page }) => {
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
