import { expect, test } from '@playwright/test';
import { addProduct, apiAs, closeBillViaApi, openPdv, reais, tableButton, tablesOf } from './pdv-support';
import { DEMO, signIn } from './support';

// Issue 19, "Gestão de garçons": the demo waiter (Rafael Lima, role waiter in the demo pizzeria)
// opens a table at the PDV; the owner opens the waiters' page and sees it under the waiter, open,
// with its total; once the bill is closed it reads as closed. There is no journey helper to add a
// waiter to a new business yet (the team page is being built), so the demo business's waiter is used.

const PAGE = '/settings/tables/settings/mesas/waiter-management';
const WAITER_NAME = 'Rafael Lima';
const money = (cents: number) => reais((cents / 100).toFixed(2).replace('.', ','));

test('the owner sees the table the waiter just opened on the waiters’ page', async ({ page, browser, request }) => {
  // Two browsers signing in, the PDV and the page: more than 30 s on a loaded 2-core machine.
  test.setTimeout(60_000);
  const owner = await apiAs(request, DEMO.owner);
  // A table of this run only, so journeys running beside it never touch it; a failed run's is removed first.
  for (const stale of (await tablesOf(request, owner)).filter((t) => /^Garçom E2E \d+$/.test(t.name))) {
    await closeBillViaApi(request, owner, stale);
    await request.delete(`/api/v1/tables/${stale.id}`, { headers: owner.headers });
  }
  const name = `Garçom E2E ${Date.now() % 1_000_000}`;
  const created = await request.post('/api/v1/tables', { headers: owner.headers, data: { name } });
  expect(created.status(), await created.text()).toBe(201);
  const tableId = ((await created.json()) as { data: { id: number } }).data.id;

  // The waiter opens it at the PDV with one can of soda.
  await signIn(page, DEMO.waiter);
  await openPdv(page);
  await tableButton(page, name).click();
  await addProduct(page, 'refrigerante lata');
  await page.getByTestId('pdv-submit').click();
  await expect(page.getByText(/^Pedido #\d+ enviado$/)).toBeVisible();
  await expect(tableButton(page, name)).toHaveAttribute('data-status', 'occupied');
  const open = await request.get(`/api/v1/tables/${tableId}/order`, { headers: owner.headers });
  const order = ((await open.json()) as { data: { id: number; total: number } }).data;

  // The owner opens the waiters' page.
  const ownerContext = await browser.newContext();
  const ownerPage = await ownerContext.newPage();
  await signIn(ownerPage, DEMO.owner);
  await ownerPage.goto(PAGE);
  await expect(ownerPage.getByRole('heading', { name: 'Garçons e mesas de hoje' })).toBeVisible();
  const card = ownerPage.getByRole('article', { name: WAITER_NAME });
  await expect(card).toBeVisible();
  await expect(card.getByTestId('waiter-badge')).toHaveText('Garçom');
  // Other journeys may have tables open by the same waiter: this one is at least one of them.
  await expect(card.getByTestId('waiter-open-tables')).not.toHaveText('0');
  const row = card.locator(`[data-testid="waiter-table"][data-table-name="${name}"]`);
  await expect(row).toHaveAttribute('data-status', 'open');
  await expect(row.getByTestId('waiter-table-status')).toHaveText('Aberta');
  await expect(row).toContainText(money(order.total));

  // The bill is closed: on the next read the table shows as closed, still under the waiter.
  await closeBillViaApi(request, owner, { id: tableId, name, status: 'occupied', order_total: order.total });
  await ownerPage.reload();
  await expect(row).toHaveAttribute('data-status', 'closed');
  await expect(row.getByTestId('waiter-table-status')).toHaveText('Fechada');

  await ownerContext.close();
  await request.delete(`/api/v1/tables/${tableId}`, { headers: owner.headers });
});
