import { expect, test } from '@playwright/test';
import { DEMO, signIn } from './support';
import { apiAs, plainProductId } from './pdv-support';

// Issue 16, home dashboard: today's figures move with an order placed, and the month's are shown on
// a plan with the dashboard statistics (the demo business is on its trial, which has them).

const count = (text: string | null) => Number((text ?? '').replace(/\D/g, ''));

test("today's orders and sales on the home page move with an order placed", async ({ page, request }) => {
  const owner = await apiAs(request, DEMO.owner);
  const productId = await plainProductId(request, owner);
  await signIn(page, DEMO.owner);
  const ordersDay = page.getByTestId('stats-orders-day');
  await expect(ordersDay).toBeVisible();
  await expect(page.getByTestId('stats-revenue-month')).toBeVisible();
  const before = count(await ordersDay.textContent());
  const salesBefore = count(await page.getByTestId('stats-revenue-day').textContent());

  const res = await request.post('/api/v1/orders', {
    headers: owner.headers,
    data: { order_type_id: 2, customer_name: 'Cliente do resumo', payment_type: 'pix', products: [{ id: productId, qty: 1 }] },
  });
  expect(res.status()).toBe(201);
  const { total } = ((await res.json()) as { data: { total: number } }).data;

  await page.reload();
  // Other journeys may place orders meanwhile: at least this one more.
  await expect.poll(async () => count(await ordersDay.textContent())).toBeGreaterThanOrEqual(before + 1);
  expect(count(await page.getByTestId('stats-revenue-day').textContent())).toBeGreaterThanOrEqual(salesBefore + total);
});
