import { expect, test } from '@playwright/test';
import { baseURL } from '../playwright.config';
import { pizzeria } from './pdv-support';
import { signIn } from './support';

// Issue 32, "Must show" 2 (decision 0044): an approved Mercado Pago payment reaches the webhook
// inbox, and its job marks the order paid with the same command as the staff's button, as the
// system. The board, open on the counter's computer (its own browser context), shows it live; the
// owner's audit trail, in another, names Mercado Pago as who did it.

const standIn = `http://127.0.0.1:${Number(new URL(baseURL).port) + 17}`;

test('an approved Mercado Pago payment shows as paid on the open board, and the audit names Mercado Pago', async ({ browser, request }) => {
  // Three sign-ins (Argon2) and two browsers: about 15 s alone, more beside the other worker's journeys.
  test.setTimeout(60_000);
  const { email, api, productId } = await pizzeria(request, 'Pizzaria do Mercado Pago');
  const placed = await request.post('/api/v1/orders', { headers: api.headers, data: { order_type_id: 2, payment_type: 'money', products: [{ id: productId }] } });
  expect(placed.status(), await placed.text()).toBe(201);
  const order = ((await placed.json()) as { data: { id: number; uuid: string; number: number; total: number } }).data;

  const counter = await (await browser.newContext()).newPage();
  await signIn(counter, email);
  await counter.goto('/pedidos');
  const card = counter.getByTestId(`board-card-${order.uuid}`);
  await expect(card.getByText('Aguardando pagamento')).toBeVisible();

  // The customer pays; Mercado Pago (its stand-in) notifies the webhook, signed.
  const paid = await request.post(`${standIn}/__stand-in/payments`, {
    data: { id: `mp-${order.uuid.slice(0, 8)}`, status: 'approved', external_reference: order.uuid, transaction_amount: order.total / 100 },
  });
  expect(paid.status()).toBe(202);
  await expect(card.getByText('Pagamento efetuado')).toBeVisible({ timeout: 15_000 });

  const office = await (await browser.newContext()).newPage();
  await signIn(office, email);
  await office.goto('/settings/auditoria');
  await expect(office.getByTestId('audit-entries').locator('[data-action="order.paid"]').getByText('Mercado Pago')).toBeVisible();
  await counter.context().close();
  await office.context().close();
});
