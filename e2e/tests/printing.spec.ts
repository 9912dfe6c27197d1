import { expect, test } from '@playwright/test';
import { createOwnerViaApi, signIn } from './support';
import { apiWithToken } from './pdv-support';

// Issue 17 (first part): the owner sets up a kitchen printer in /settings/impressoras and prints a
// test page; an order is printed by itself, its detail shows the job waiting and then printed once a
// printing client (here the API calls QZ Tray and the print agent make) reports it; the receipt can
// be printed on the browser's own dialog; the printer is removed after a confirmation.

test('a kitchen printer set up, an order printed by itself, its print state in the detail, the browser fallback', async ({ page, request }) => {
  test.setTimeout(60_000);
  const { email, token } = await createOwnerViaApi(request, 'Lanchonete Impressa');
  const api = await apiWithToken(request, token);
  const category = (await (await request.post('/api/v1/menu/categories', { headers: api.headers, data: { name: 'Lanches' } })).json()) as { data: { id: number } };
  const product = (await (await request.post('/api/v1/products', { headers: api.headers, data: { category_id: category.data.id, name: 'Pão de queijo', amount: 800 } })).json()) as { data: { id: number } };

  await signIn(page, email);
  await page.goto('/settings/impressoras');
  await expect(page.getByText('Nenhuma impressora cadastrada')).toBeVisible();
  await page.getByTestId('printer-add').click();
  const form = page.getByRole('dialog', { name: 'Nova impressora' });
  await form.getByLabel('Nome', { exact: true }).fill('Cozinha');
  await form.getByText('Na rede (agente de impressão)').click();
  await form.getByRole('button', { name: 'Adicionar impressora' }).click();
  await expect(form.getByText('O campo endereço na rede é obrigatório')).toBeVisible();
  await form.getByLabel('Endereço na rede').fill('192.168.0.50');
  await form.getByRole('button', { name: 'Adicionar impressora' }).click();
  await expect(form).toBeHidden();
  const card = page.getByTestId('printer-Cozinha');
  await expect(card).toContainText('Rede: 192.168.0.50:9100');
  await expect(card).toContainText('Imprime sozinha');

  await card.getByRole('button', { name: 'Imprimir teste' }).click();
  await expect(card.getByTestId('print-job-state')).toContainText('Na fila');

  // An order: its kitchen ticket is queued by the server, with no screen asking.
  const placed = await request.post('/api/v1/orders', { headers: api.headers, data: { order_type_id: 2, customer_name: 'Cliente impresso', products: [{ id: product.data.id, qty: 2 }] } });
  expect(placed.status()).toBe(201);
  const order = ((await placed.json()) as { data: { id: number; number: number } }).data;
  await page.goto('/orders');
  await page.getByLabel('Tipo').selectOption('all');
  const row = page.getByTestId(`order-row-${order.number}`);
  await expect(row.getByTestId('print-state-badge')).toHaveAttribute('data-state', 'waiting');
  await row.click();
  const printing = page.getByTestId('order-printing');
  await expect(printing).toContainText('Comanda · Cozinha');
  await expect(printing.getByTestId('print-job-state').first()).toContainText('Na fila');

  // A printing client takes the jobs and reports them printed; the detail follows.
  const printers = (await (await request.get(`/api/v1/businesses/${api.businessId}/printers`, { headers: api.headers })).json()) as { data: { id: number }[] };
  const claimed = await request.post(`/api/v1/businesses/${api.businessId}/print-jobs/claim`, { headers: api.headers, data: { printer_ids: printers.data.map((p) => p.id), client: 'teste' } });
  const jobs = ((await claimed.json()) as { data: { id: number; kind: string; text: string }[] }).data;
  const ticket = jobs.find((job) => job.kind === 'kitchen')!;
  expect(ticket.text).toContain(`PEDIDO ${order.number}`);
  expect(ticket.text).toContain('2x Pão de queijo');
  for (const job of jobs) expect((await request.post(`/api/v1/print-jobs/${job.id}/ack`, { headers: api.headers, data: { client: 'teste', status: 'printed' } })).status()).toBe(200);
  await expect(printing.getByTestId('print-job-state').first()).toContainText(/Impresso às \d{2}:\d{2}/, { timeout: 10_000 });
  await page.keyboard.press('Escape');
  await expect(row.getByTestId('print-state-badge')).toHaveAttribute('data-state', 'printed', { timeout: 10_000 });
  await row.click();

  // A reprint goes through the queue, marked as such; the browser's own dialog is recorded too.
  await printing.getByRole('button', { name: 'Imprimir comanda' }).click();
  await expect(printing).toContainText('Comanda · reimpressão · Cozinha');
  await printing.getByRole('button', { name: 'Imprimir no navegador' }).click();
  await expect(printing).toContainText('No navegador');

  await page.keyboard.press('Escape');
  await page.goto('/settings/impressoras');
  await page.getByRole('button', { name: 'Remover Cozinha' }).click();
  await page.getByRole('dialog', { name: 'Remover Cozinha?' }).getByRole('button', { name: 'Remover impressora' }).click();
  await expect(page.getByText('Nenhuma impressora cadastrada')).toBeVisible();
});

test('a print agent is made with a code shown once as a command, and disconnected after a confirmation', async ({ page, request }) => {
  const { email, token } = await createOwnerViaApi(request, 'Lanchonete do Agente Novo');
  await apiWithToken(request, token);
  await signIn(page, email);
  await page.goto('/settings/impressoras');
  await page.getByRole('button', { name: 'Novo agente' }).click();
  const dialog = page.getByRole('dialog', { name: 'Novo agente de impressão' });
  await dialog.getByRole('button', { name: 'Gerar código' }).click();
  await expect(dialog.getByText('Dê um nome ao computador.')).toBeVisible();
  await dialog.getByLabel('Nome do computador').fill('PC do caixa');
  await dialog.getByRole('button', { name: 'Gerar código' }).click();
  const command = page.getByTestId('agent-command');
  await expect(command).toContainText(/npx comanda-print-agent --url http:\/\/127\.0\.0\.1:\d+ --token \S{30,}/);
  const deviceToken = (await command.textContent())!.split('--token ')[1]!.trim();
  await page.getByRole('button', { name: 'Pronto' }).click();
  await expect(page.getByTestId('print-agents')).toContainText('PC do caixa');
  await expect(page.getByTestId('print-agents')).toContainText('Ainda não se conectou');
  // The code works for the agent's routes.
  expect((await request.get('/api/v1/print-agent/printers', { headers: { authorization: `Device ${deviceToken}` } })).status()).toBe(200);

  await page.getByRole('button', { name: 'Desconectar PC do caixa' }).click();
  await page.getByRole('dialog', { name: 'Desconectar PC do caixa?' }).getByRole('button', { name: 'Desconectar agente' }).click();
  await expect(page.getByText('Nenhum agente ainda.')).toBeVisible();
  expect((await request.get('/api/v1/print-agent/printers', { headers: { authorization: `Device ${deviceToken}` } })).status()).toBe(401);
});
