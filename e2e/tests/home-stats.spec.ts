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

test('the period picker moves the figures and charts; a reversed range is refused with a message', async ({ page, request }) => {
  const owner = await apiAs(request, DEMO.owner);
  const productId = await plainProductId(request, owner);
  // At least one order today, so the month's charts have something to draw.
  const res = await request.post('/api/v1/orders', {
    headers: owner.headers,
    data: { order_type_id: 2, customer_name: 'Cliente do gráfico', payment_type: 'money', products: [{ id: productId, qty: 2 }] },
  });
  expect(res.status()).toBe(201);

  await signIn(page, DEMO.owner);
  await expect(page.getByTestId('stats-period-title')).toHaveText('Este mês');
  // The charts arrive after the figures, in their own chunk.
  await expect(page.getByTestId('chart-revenue-per-day')).toBeVisible();
  await expect(page.getByTestId('chart-payment-methods')).toBeVisible();
  await expect(page.getByTestId('stats-top-products').getByRole('listitem').first()).toBeVisible();

  const period = page.getByLabel('Período');
  await period.selectOption({ label: 'Últimos 7 dias' });
  await expect(page.getByTestId('stats-period-title')).toHaveText('Últimos 7 dias');
  await expect(page.getByTestId('chart-orders-per-hour')).toBeVisible();

  // A custom range: the end before the start is refused before any request.
  await period.selectOption({ label: 'Personalizado' });
  await page.getByLabel('De', { exact: true }).fill('2025-02-10');
  await page.getByLabel('Até', { exact: true }).fill('2025-02-01');
  await page.getByRole('button', { name: 'Aplicar' }).click();
  await expect(page.getByText('A data final deve ser igual ou posterior à inicial.')).toBeVisible();

  // A range with no orders at all: zero figures and the empty state in place of the charts.
  await page.getByLabel('Até', { exact: true }).fill('2025-02-20');
  await page.getByRole('button', { name: 'Aplicar' }).click();
  await expect(page.getByTestId('stats-period-title')).toHaveText(/10 de fev\.? – 20 de fev/);
  await expect(page.getByTestId('stats-orders-month')).toHaveText('0');
  await expect(page.getByTestId('stats-charts-empty')).toBeVisible();
  // Today's figures stay whatever the period.
  expect(count(await page.getByTestId('stats-orders-day').textContent())).toBeGreaterThanOrEqual(1);
});
