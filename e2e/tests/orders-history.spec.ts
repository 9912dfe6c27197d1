import { expect, test, type APIRequestContext } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, signIn } from './support';
import { pizzeria } from './pdv-support';

/*
 * The orders history (issue 15, /orders): orders placed through the API show up, filtered; the owner
 * opens one and advances it, cancels another with a reason. Needs POST v1/orders (the orders-api
 * part of issue 15): without it the journey is skipped, saying so.
 */

const JSON_HEADERS = { 'content-type': 'application/json' };

async function ownerApi(request: APIRequestContext) {
  const login = await request.post('/api/v1/login', { headers: JSON_HEADERS, data: { email: DEMO.owner, password: DEMO_PASSWORD } });
  expect(login.status(), await login.text()).toBe(200);
  const headers = { ...JSON_HEADERS, authorization: `Bearer ${((await login.json()) as { access_token: string }).access_token}` };
  const me = (await (await request.get('/api/v1/me', { headers })).json()) as { data: { current_business_id: number } };
  return { headers, businessId: me.data.current_business_id };
}

type ProductRow = { id: number; active: boolean; amount: number; variations_count: number; is_weight_based?: boolean };

/** Products of the demo menu that need no option and no weight: the simplest to order. */
async function plainProducts(request: APIRequestContext, owner: { headers: Record<string, string>; businessId: number }): Promise<number[]> {
  const categories = (await (await request.get(`/api/v1/businesses/${owner.businessId}/menu-categories`, { headers: owner.headers })).json()) as { data: { id: number }[] };
  const found: number[] = [];
  for (const category of categories.data) {
    const res = await request.get(`/api/v1/businesses/${owner.businessId}/menu-categories/${category.id}/products`, { headers: owner.headers });
    const { data } = (await res.json()) as { data: ProductRow[] };
    found.push(...data.filter((p) => p.active && p.amount > 0 && p.variations_count === 0 && !p.is_weight_based).map((p) => p.id));
    if (found.length >= 2) break;
  }
  return found;
}

test('the owner finds orders with the filters, advances one and cancels another with a reason', async ({ page, request }) => {
  test.setTimeout(60_000);
  const owner = await ownerApi(request);
  const [first, second] = await plainProducts(request, owner);
  const customer = `Cliente ${Date.now()}`;
  const place = (name: string, products: { id: number; qty: number }[]) =>
    request.post('/api/v1/orders', { headers: owner.headers, data: { order_type_id: 2, products, payment_type: 'pix', customer_name: name, customer_whatsapp: '(11) 97777-1234' } });
  const probe = await place(`${customer} A`, [{ id: first!, qty: 2 }]);
  test.skip(probe.status() === 404, 'POST v1/orders is not on this branch yet (orders-api)');
  expect(probe.status(), await probe.text()).toBe(201);
  const advanced = ((await probe.json()) as { data: { number: number } }).data;
  const other = await place(`${customer} B`, [{ id: second ?? first!, qty: 1 }]);
  expect(other.status(), await other.text()).toBe(201);
  const canceled = ((await other.json()) as { data: { number: number } }).data;

  await signIn(page, DEMO.owner);
  // The home's shortcut card (the "Abrir o PDV" card's text also says "pedidos"; the side menu's Pedidos is the board).
  await page.getByRole('main').getByRole('link', { name: /^Pedidos/ }).click();
  await expect(page).toHaveURL(/\/orders$/);

  // Delivery is the default, as in the spec's client: pickup orders appear with "Todos".
  await page.getByLabel('Buscar').fill(customer);
  await expect(page.getByTestId('empty-state')).toBeVisible();
  await page.getByLabel('Tipo').selectOption('all');
  const rowA = page.getByTestId(`order-row-${advanced.number}`);
  const rowB = page.getByTestId(`order-row-${canceled.number}`);
  await expect(rowA).toContainText('Retirada');
  await expect(rowA).toContainText('Anotado');
  await expect(rowB).toContainText('Aguardando pagamento');

  await rowA.click();
  const detail = page.getByTestId('order-detail');
  await expect(detail).toContainText(`${customer} A`);
  // The phone as people write it, opening a WhatsApp chat.
  await expect(detail.getByTestId('order-customer-whatsapp')).toHaveText('(11) 97777-1234');
  await expect(detail.getByTestId('order-customer-whatsapp')).toHaveAttribute('href', 'https://wa.me/5511977771234');
  await page.getByRole('button', { name: 'Iniciar preparo' }).click();
  await expect(page.getByTestId('order-history')).toContainText('Preparando');
  await expect(page.getByTestId('order-history')).toContainText('por Marina');
  await expect(page.getByRole('button', { name: 'Pedido pronto' })).toBeEnabled();
  await page.keyboard.press('Escape');
  await expect(rowA).toContainText('Preparando');

  await rowB.click();
  await page.getByRole('button', { name: 'Cancelar pedido' }).click();
  const dialog = page.getByRole('dialog', { name: `Cancelar o pedido ${canceled.number}?` });
  await dialog.getByRole('button', { name: 'Cancelar pedido' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Escolha ou escreva o motivo.');
  await dialog.getByLabel('Pedido duplicado').check();
  await dialog.getByRole('button', { name: 'Cancelar pedido' }).click();
  await expect(page.getByTestId('order-history')).toContainText('Motivo: Pedido duplicado');
  // The reason's dialog gone first: an Escape while it closes would be its, and the detail stays open.
  await expect(dialog).toBeHidden();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('order-detail')).toBeHidden();

  // Only the canceled one under "Cancelado"; the address keeps the filters.
  await page.getByRole('group', { name: 'Status' }).getByRole('button', { name: 'Cancelado' }).click();
  await expect(rowB).toContainText('Cancelado');
  await expect(rowA).toHaveCount(0);
  await expect(page).toHaveURL(/type=all/);
  await expect(page).toHaveURL(/status=canceled/);
});

test('an unpaid pickup is finalized and marked paid in one step, so it does not stay "Aguardando pagamento" (issue 31)', async ({ page, request }) => {
  // A business of its own: the demo's list moves with every other journey's orders, and a row that
  // re-renders under the pointer was never clicked within the time on a loaded machine.
  const { email, api: owner, productId } = await pizzeria(request, 'Pizzaria da Retirada');
  const customer = `Retirada ${Date.now()}`;
  const placed = await request.post('/api/v1/orders', { headers: owner.headers, data: { order_type_id: 2, payment_type: 'money', customer_name: customer, products: [{ id: productId, qty: 1 }] } });
  expect(placed.status(), await placed.text()).toBe(201);
  const order = ((await placed.json()) as { data: { id: number; number: number } }).data;
  for (const segment of ['processing', 'done', 'waiting-get']) {
    expect((await request.put(`/api/v1/orders/${order.id}/${segment}`, { headers: owner.headers, data: {} })).status()).toBe(200);
  }

  await signIn(page, email);
  await page.goto('/orders');
  await page.getByLabel('Tipo').selectOption('all');
  await page.getByTestId(`order-row-${order.number}`).filter({ hasText: customer }).click();
  const detail = page.getByTestId('order-detail');
  await expect(detail).toContainText(customer);
  // Only the one step: no separate "Marcar como pago" beside it.
  await expect(page.getByRole('button', { name: 'Marcar como pago', exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: 'Finalizar e marcar como pago' }).click();
  await expect(page.getByTestId('order-history')).toContainText('Finalizado');
  const stored = (await (await request.get(`/api/v1/orders/${order.id}`, { headers: owner.headers })).json()) as { data: { status: string; payment_status: string } };
  expect(stored.data).toMatchObject({ status: 'finalized', payment_status: 'paid' });
});
