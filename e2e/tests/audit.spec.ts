import { expect, test } from '@playwright/test';
import { pizzeria } from './pdv-support';
import { signIn } from './support';

// Issue 19, the audit log: the owner places an order with a discount and cancels it with a reason,
// marks another paid, then reads Configurações → Auditoria: who did what, the reason in plain words,
// the fields before → after, and the action filter.

type Placed = { data: { id: number; number: number } };

test('the owner finds a canceled order with its reason in the audit log and filters by action', async ({ page, request }) => {
  test.setTimeout(60_000);
  const { email, api, productId } = await pizzeria(request, 'Pizzaria da Auditoria');
  const place = async (body: Record<string, unknown>) => {
    const res = await request.post('/api/v1/orders', { headers: api.headers, data: { order_type_id: 2, payment_type: 'money', products: [{ id: productId }], ...body } });
    expect(res.status(), await res.text()).toBe(201);
    return ((await res.json()) as Placed).data;
  };
  const canceled = await place({ discount: 500 });
  const cancel = await request.put(`/api/v1/orders/${canceled.id}/cancel`, { headers: api.headers, data: { reason: 'Cliente desistiu' } });
  expect(cancel.status(), await cancel.text()).toBe(200);
  const paid = await place({});
  const pay = await request.put(`/api/v1/orders/${paid.id}/paid`, { headers: api.headers, data: {} });
  expect(pay.status(), await pay.text()).toBe(200);

  await signIn(page, email);
  await page.getByTestId('user-menu-trigger').click();
  await page.getByTestId('user-menu-settings').click();
  await page.getByRole('navigation', { name: 'Seções das configurações' }).getByRole('link', { name: 'Auditoria' }).click();
  await expect(page).toHaveURL(/\/settings\/auditoria$/);
  await expect(page.getByRole('heading', { name: 'Auditoria', level: 1 })).toBeVisible();

  const entries = page.getByTestId('audit-entries');
  const cancelEntry = entries.locator('li[data-action="order.cancel"]');
  await expect(cancelEntry).toContainText(`Cancelou o pedido nº ${canceled.number}`);
  await expect(cancelEntry.getByTestId('audit-reason')).toHaveText('Motivo: Cliente desistiu');
  await expect(cancelEntry).toContainText('Ana Teste');
  await expect(entries.locator('li[data-action="order.discount"]')).toContainText(new RegExp(`Deu desconto de R\\$\\s5,00 no pedido nº ${canceled.number}`));
  await expect(entries.locator('li[data-action="order.paid"]')).toContainText(`Marcou o pedido nº ${paid.number} como pago`);

  // The details say what changed: the status, and the reason.
  await cancelEntry.getByText('Ver detalhes').click();
  const details = cancelEntry.getByTestId('audit-details');
  await expect(details).toContainText('Cancelado');
  await expect(details).toContainText('Cliente desistiu');

  // Only the cancels, then only the payments; the filter stays in the address.
  await page.getByTestId('audit-filter-action').selectOption({ label: 'Pedido cancelado' });
  await expect(page).toHaveURL(/acao=order_cancel/);
  await expect(entries.locator('li[data-action]')).toHaveCount(1);
  await expect(entries.locator('li[data-action]').first()).toHaveAttribute('data-action', 'order.cancel');
  await page.getByTestId('audit-filter-action').selectOption({ label: 'Pagamento marcado' });
  await expect(entries.locator('li[data-action]')).toHaveCount(1);
  await expect(entries.locator('li[data-action]').first()).toHaveAttribute('data-action', 'order.paid');

  // The owner is in the person filter; days with nothing say so; clearing brings everything back.
  await expect(page.getByTestId('audit-filter-person').locator('option', { hasText: 'Ana Teste' })).toHaveCount(1);
  await page.getByTestId('audit-filter-from').fill('2020-01-01');
  await page.getByTestId('audit-filter-to').fill('2020-01-31');
  await expect(page.getByText('Nenhum registro com esses filtros')).toBeVisible();
  await page.getByTestId('audit-filter-clear').click();
  await expect(cancelEntry).toBeVisible();
  await expect(entries.locator('li[data-action="order.create"]')).toHaveCount(2);
});
