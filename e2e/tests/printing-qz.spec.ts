import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { createOwnerViaApi, signIn } from './support';
import { addProduct, apiWithToken, openPdv, tableButton, type Api } from './pdv-support';
import { QzStandIn } from './qz-standin';

// Issue 17, "Must show" 1: QZ Tray printing from the browser, against a stand-in for QZ Tray on its
// secure port. The owner sets up an 80 mm kitchen printer with automatic printing; an order sent from
// /pdv prints once with its number, items and options; what the table adds prints alone as ADICIONAL;
// a reprint says REIMPRESSÃO; every print request's signature verifies with the business's certificate.

// The stand-in's certificate is self-signed, as a development QZ Tray's is until trusted.
test.use({ ignoreHTTPSErrors: true });
// One QZ Tray port: the tests take turns.
test.describe.configure({ mode: 'serial' });

async function menuWithOptions(request: APIRequestContext, api: Api): Promise<void> {
  const post = async (url: string, data: unknown) => {
    const res = await request.post(url, { headers: api.headers, data });
    expect(res.status(), await res.text()).toBe(201);
    return ((await res.json()) as { data: { id: number } }).data;
  };
  const category = await post('/api/v1/menu/categories', { name: 'Pizzas' });
  const pizza = await post('/api/v1/products', { category_id: category.id, name: 'Pizza de calabresa', amount: 4000 });
  await post(`/api/v1/products/${pizza.id}/variations`, { name: 'Borda', min: 0, max: 1, items: [{ name: 'Catupiry', amount: 500 }] });
  await post('/api/v1/products', { category_id: category.id, name: 'Refrigerante lata', amount: 600 });
  await post('/api/v1/tables', { name: 'Mesa 1' });
}

test('with no QZ Tray on the computer, the printers page says so, with the way to install it', async ({ page, request }) => {
  const { email, token } = await createOwnerViaApi(request, 'Pizzaria Sem QZ');
  const api = await apiWithToken(request, token);
  const added = await request.post(`/api/v1/businesses/${api.businessId}/printer`, { headers: api.headers, data: { name: 'Caixa', connection: 'qz', qz_printer: 'EPSON TM-T20', prints_kitchen: false, prints_receipt: true } });
  expect(added.status()).toBe(201);
  await signIn(page, email);
  // Each refused try is an error line in the console: the screen tries each of QZ Tray's four ports
  // once by itself (the 5 tries a port are for the owner's "Tentar de novo"), not 24 lines a visit.
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/wss:\/\/localhost:8\d{3}/.test(message.text())) refused.push(message.text());
  });
  await page.goto('/settings/impressoras');
  const status = page.getByTestId('qz-status');
  await expect(status).toHaveAttribute('data-status', 'not-installed', { timeout: 20_000 });
  expect(refused.length).toBeLessThanOrEqual(4);
  await expect(status).toContainText('O QZ Tray não respondeu neste computador');
  await expect(status.getByRole('link', { name: 'Baixar o QZ Tray' })).toHaveAttribute('href', 'https://qz.io/download/');
});

test('QZ Tray prints the kitchen ticket of a PDV order, then only what the table added, and a marked reprint; every call is signed', async ({ page, request }) => {
  test.setTimeout(90_000);
  const qz = new QzStandIn();
  await qz.start();
  try {
    const { email, token } = await createOwnerViaApi(request, 'Pizzaria do QZ');
    const api = await apiWithToken(request, token);
    await menuWithOptions(request, api);

    // The owner adds the kitchen printer; this screen connects to QZ Tray at once.
    await signIn(page, email);
    await page.goto('/settings/impressoras');
    await page.getByTestId('printer-add').click();
    const form = page.getByRole('dialog', { name: 'Nova impressora' });
    await form.getByLabel('Nome', { exact: true }).fill('Cozinha');
    await form.getByLabel('Nome da impressora no computador').fill('EPSON TM-T20');
    await form.getByRole('button', { name: 'Adicionar impressora' }).click();
    await expect(form).toBeHidden();
    await expect(page.getByTestId('qz-status')).toHaveAttribute('data-status', 'connected', { timeout: 15_000 });
    // How to trust the business's certificate in QZ Tray, and the certificate itself to download.
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Baixar certificado' }).click();
    const certificate = await downloading;
    expect(certificate.suggestedFilename()).toBe('comanda-qz-tray.crt');
    expect(await readFile((await certificate.path())!, 'utf8')).toContain('BEGIN CERTIFICATE');

    // The order manager stays open on this computer (it prints); the PDV in another tab.
    await page.goto('/pedidos');
    await expect(page.getByTestId('qz-status')).toHaveAttribute('data-status', 'connected', { timeout: 15_000 });
    const pdv = await page.context().newPage();
    await openPdv(pdv);
    await tableButton(pdv, 'Mesa 1').click();
    await pdv.getByTestId('pdv-search').fill('pizza');
    await pdv.getByTestId('pdv-products').getByRole('button', { name: /^Pizza de calabresa/ }).click();
    const options = pdv.getByRole('dialog', { name: 'Pizza de calabresa' });
    await options.getByRole('checkbox', { name: /^Catupiry/ }).check();
    await options.getByRole('button', { name: /^Adicionar R\$/ }).click();
    await addProduct(pdv, 'refrigerante');
    await pdv.getByTestId('pdv-submit').click();
    const sent = pdv.getByText(/^Pedido #\d+ enviado$/);
    await expect(sent).toBeVisible();
    const number = Number(((await sent.textContent()) ?? '').replace(/\D/g, ''));

    await expect.poll(() => qz.printed.length, { timeout: 20_000 }).toBe(1);
    const ticket = qz.printed[0]!;
    expect(ticket.printer).toBe('EPSON TM-T20');
    expect(ticket.text).toContain(`PEDIDO ${number}`);
    expect(ticket.text).toContain('MESA 1');
    expect(ticket.text).toContain('1x Pizza de calabresa');
    expect(ticket.text).toContain('+ Borda: Catupiry');
    expect(ticket.text).toContain('1x Refrigerante lata');
    expect(ticket.text).not.toContain('R$');

    // The table orders one more drink: only it prints, as ADICIONAL.
    await tableButton(pdv, 'Mesa 1').click();
    await addProduct(pdv, 'refrigerante');
    await pdv.getByTestId('pdv-submit').click();
    await expect.poll(() => qz.printed.length, { timeout: 20_000 }).toBe(2);
    expect(qz.printed[1]!.text).toContain('*** ADICIONAL ***');
    expect(qz.printed[1]!.text).toContain('1x Refrigerante lata');
    expect(qz.printed[1]!.text).not.toContain('Pizza');

    // A reprint from the order's detail on the board: the whole ticket, marked.
    await page.getByRole('article', { name: `Pedido ${number}`, exact: true }).getByRole('button').first().click();
    const printing = page.getByTestId('order-printing');
    await expect(printing.getByTestId('print-job-state').first()).toContainText(/Impresso às/);
    await printing.getByRole('button', { name: 'Imprimir comanda' }).click();
    await expect.poll(() => qz.printed.length, { timeout: 20_000 }).toBe(3);
    expect(qz.printed[2]!.text).toMatch(/REIMPRESS.O/);
    expect(qz.printed[2]!.text).toContain('1x Pizza de calabresa');
    // The card's own reprint button does the same.
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: `Reimprimir a comanda do pedido ${number}` }).click();
    await expect.poll(() => qz.printed.length, { timeout: 20_000 }).toBe(4);
    expect(qz.printed[3]!.text).toMatch(/REIMPRESS.O/);

    // QZ Tray had the business's certificate, and every print request verified with it.
    expect(qz.certificate).toContain('BEGIN CERTIFICATE');
    expect(qz.printed.map((p) => p.signatureValid)).toEqual([true, true, true, true]);
  } finally {
    await qz.stop();
  }
});
