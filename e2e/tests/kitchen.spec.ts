import { expect, test, type Page } from '@playwright/test';
import { DEMO, signIn } from './support';
import { apiAs, plainProductId, tablesOf, closeBillViaApi } from './pdv-support';

// Issue 16, the kitchen view (/pedidos?modo=cozinha): orders in large type with their comments; a tap
// moves an order on and "Desfazer" brings it back (on the server: a second screen follows); what a
// table ordered after its order reached the kitchen is marked "Novo".

const ticket = (page: Page, number: number) => page.getByTestId(`kitchen-ticket-${number}`);

test('the kitchen bumps an order with a tap, undoes it, and sees what the table added as new', async ({ browser, page, request }) => {
  test.setTimeout(60_000);
  const owner = await apiAs(request, DEMO.owner);
  const productId = await plainProductId(request, owner);
  const table = (await tablesOf(request, owner)).find((t) => t.name === 'Mesa 9')!;
  await closeBillViaApi(request, owner, table);

  const first = await request.post('/api/v1/orders', {
    headers: owner.headers,
    // Two identical lines: the kitchen reads them as one, "2x" (issue 31).
    data: { table_id: table.id, products: [{ id: productId, qty: 1, comments: 'sem cebola' }, { id: productId, qty: 1, comments: 'sem cebola' }] },
  });
  expect(first.status(), await first.text()).toBe(201);
  const { number } = ((await first.json()) as { data: { number: number } }).data;

  await signIn(page, DEMO.owner);
  await page.goto('/pedidos');
  await page.getByRole('button', { name: 'Cozinha' }).click();
  await expect(page).toHaveURL(/modo=cozinha/);
  await expect(ticket(page, number)).toContainText('Mesa 9');
  await expect(ticket(page, number)).toContainText('Obs.: sem cebola');
  await expect(ticket(page, number).getByTestId('kitchen-line-new')).toHaveCount(0);
  await expect(ticket(page, number).getByTestId('kitchen-line')).toHaveCount(1);
  await expect(ticket(page, number).getByTestId('kitchen-line')).toContainText('2x');

  // A second kitchen screen, opened straight on the kitchen view.
  const second = await (await browser.newContext()).newPage();
  await signIn(second, DEMO.owner);
  await second.goto('/pedidos?modo=cozinha');
  await expect(ticket(second, number)).toBeVisible();

  // The table orders more: it arrives live, marked new.
  const more = await request.post('/api/v1/orders', { headers: owner.headers, data: { table_id: table.id, products: [{ id: productId, qty: 1, comments: 'para viagem' }] } });
  expect(more.status()).toBe(201);
  await expect(ticket(page, number).getByTestId('kitchen-line-new')).toContainText('para viagem');
  await expect(ticket(page, number).getByTestId('kitchen-line-new')).toContainText('Novo');

  // A tap anywhere on the ticket: Anotado → Preparando, on both screens.
  await ticket(page, number).getByText('Obs.: sem cebola').click();
  await expect(ticket(page, number).getByTestId('kitchen-ticket-status')).toHaveText('Preparando');
  await expect(ticket(second, number).getByTestId('kitchen-ticket-status')).toHaveText('Preparando');
  const undo = page.getByTestId('kitchen-undo');
  await expect(undo).toContainText(`Pedido ${number}: Preparando.`);

  await undo.getByRole('button', { name: /^Desfazer/ }).click();
  await expect(ticket(page, number).getByTestId('kitchen-ticket-status')).toHaveText('Anotado');
  await expect(ticket(second, number).getByTestId('kitchen-ticket-status')).toHaveText('Anotado');
  await expect(undo).toBeHidden();

  // Two bumps by keyboard: the order is ready and leaves the kitchen, on both screens.
  await ticket(page, number).getByRole('button', { name: 'Iniciar preparo' }).press('Enter');
  await expect(ticket(page, number).getByTestId('kitchen-ticket-status')).toHaveText('Preparando');
  await ticket(page, number).getByRole('button', { name: 'Pedido pronto' }).click();
  await expect(ticket(page, number)).toBeHidden();
  await expect(ticket(second, number)).toBeHidden();
  const order = await request.get(`/api/v1/tables/${table.id}/order`, { headers: owner.headers });
  const data = ((await order.json()) as { data: { status: string; history: { status: string }[] } }).data;
  expect(data.status).toBe('done');
  // The undone move left no trace in the history (the audit log keeps it).
  expect(data.history.map((h) => h.status)).toEqual(['noted', 'processing', 'done']);

  // The undo window passes: the bar goes by itself.
  await expect(undo).toBeHidden({ timeout: 12_000 });
  await closeBillViaApi(request, owner, { ...table, status: 'occupied' });
});
