import { expect, test } from '@playwright/test';
import { apiWithToken, pizzeria } from './pdv-support';
import { DEMO_PASSWORD, uniqueEmail } from './support';

// Issue 19: a cashier (the Caixa preset: PDV, orders, discounts, customers; no cancel_orders) registered
// with a first password by the owner changes it at the first sign-in, manages orders, and is not
// offered Cancelar; the API refuses the cancel too.

const NEW_PASSWORD = 'caixa-nova-123';

test('a cashier changes the temporary password, marks an order paid, and cannot cancel it (no button, and 403)', async ({ page, request }) => {
  test.setTimeout(60_000);
  const { api, productId } = await pizzeria(request, 'Cantina do Caixa');
  const email = uniqueEmail('caixa');
  const registered = await request.post('/api/v1/employees/register-waiter', {
    headers: api.headers,
    data: { name: 'Carla Caixa', email, preset: 'caixa', password: DEMO_PASSWORD },
  });
  expect(registered.status(), await registered.text()).toBe(201);

  const placed = await request.post('/api/v1/orders', {
    headers: api.headers,
    data: { order_type_id: 2, customer_name: 'Cliente do Balcão', products: [{ id: productId, qty: 1 }] },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const order = ((await placed.json()) as { data: { id: number; number: number } }).data;

  // The first sign-in goes to the password change, whatever page was asked for.
  await page.goto('/orders');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page).toHaveURL(/\/alterar-senha/);
  await expect(page.getByRole('heading', { name: 'Troque sua senha' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sair e entrar com outra conta' })).toHaveAttribute('href', '/logout');
  await page.getByLabel('Senha atual').fill(DEMO_PASSWORD);
  await page.getByLabel('Nova senha', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirme a nova senha').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Salvar nova senha' }).click();
  await expect(page).toHaveURL(/\/orders/);

  // The e-mail to confirm is said at home, not over the working screens (issue 31).
  await expect(page.getByRole('heading', { name: 'Pedidos' }).first()).toBeVisible();
  await expect(page.getByText('Confirme seu e-mail')).toHaveCount(0);
  await page.getByLabel('Tipo').selectOption('all');
  await page.getByTestId(`order-row-${order.number}`).click();
  const detail = page.getByTestId('order-detail');
  await expect(detail).toBeVisible();
  await expect(page.getByRole('button', { name: 'Marcar como pago' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancelar pedido' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Marcar como pago' }).click();
  await expect(page.getByRole('button', { name: 'Marcar como pago' })).toHaveCount(0);

  await page.keyboard.press('Escape');
  await page.goto('/');
  await expect(page.getByText('Confirme seu e-mail')).toBeVisible();

  // The API decides on its own: the cashier's cancel is refused.
  const login = await request.post('/api/v1/login', { data: { email, password: NEW_PASSWORD, session: 'token' } });
  expect(login.status()).toBe(200);
  const cashier = await apiWithToken(request, ((await login.json()) as { access_token: string }).access_token);
  const cancel = await request.put(`/api/v1/orders/${order.id}/cancel`, { headers: cashier.headers, data: { reason: 'Cliente desistiu' } });
  expect(cancel.status()).toBe(403);
  expect(((await cancel.json()) as { message: string }).message).toBe('Você não tem permissão para fazer isso.');
});
