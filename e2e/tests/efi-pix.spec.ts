import path from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { baseURL } from '../playwright.config';
import { addProduct, checkoutOnPhone, openPdv, openStorefront, pizzeria, tableButton, type Api } from './pdv-support';
import { signIn } from './support';

/*
 * Issue 34, Pix through the restaurant's own Efí account (the journeys' Efí stand-in, e2e/start-server.mjs):
 * the owner connects it in Settings → Pagamentos with the account's .p12; a storefront order paid by Pix
 * shows its dynamic QR with a countdown, the "bank" pays it, and the board shows "Pagamento efetuado"
 * with no one touching it; a table's bill charged by Pix at the PDV closes by itself when the Pix arrives.
 */

const root = path.resolve(import.meta.dirname, '..', '..');
const ACCOUNT = { clientId: 'Client_Id_comanda_local', clientSecret: 'Client_Secret_comanda_local', pixKey: 'pix@comanda.local' };
const bankUrl = `http://127.0.0.1:${Number(new URL(baseURL).port) + 19}`;

async function connectEfi(owner: Page) {
  await owner.goto('/settings/payment');
  const form = owner.getByTestId('efi-connect-form');
  await form.getByLabel('Client_Id').fill(ACCOUNT.clientId);
  await form.getByLabel('Client_Secret').fill(ACCOUNT.clientSecret);
  await form.getByLabel('Certificado (.p12)').setInputFiles(path.join(root, 'data', 'e2e-efi', 'efi-stand-in', 'client.p12'));
  await form.getByLabel('Chave Pix da conta Efí').fill(ACCOUNT.pixKey);
  await form.getByRole('switch', { name: 'Ambiente de homologação (teste)' }).check();
  await form.getByTestId('efi-connect').click();
  await expect(owner.getByTestId('efi-connected')).toContainText('Conectado à homologação da Efí');
  await expect(owner.getByTestId('efi-connected')).toContainText(ACCOUNT.pixKey);
}

/** The customer's bank app (the stand-in's page): pastes the code and pays. */
async function payAtBank(browser: Browser, code: string) {
  const bank = await (await browser.newContext()).newPage();
  await bank.goto(bankUrl);
  await bank.getByLabel('Pix copia e cola').fill(code);
  await bank.getByRole('button', { name: 'Pagar' }).click();
  await expect(bank.getByRole('status')).toContainText('Pix pago');
  await bank.context().close();
}

async function acceptPixAtTables(request: Parameters<typeof openStorefront>[0], api: Api) {
  const url = `/api/v1/businesses/${api.businessId}/payment-methods`;
  const { data } = (await (await request.get(url, { headers: api.headers })).json()) as { data: Record<string, unknown> & { payment_methods: Record<string, string[]> } };
  const saved = await request.put(url, {
    headers: api.headers,
    data: { payment_methods: { ...data.payment_methods, retirada: ['money', 'pix'], local: ['pix', 'money', 'card'] }, pix_key_type: null, pix_key: null, version: data['version'] },
  });
  expect(saved.status(), await saved.text()).toBe(200);
}

test('Efí connected: a storefront order paid by Pix turns paid on the board by the webhook alone; a table charged by Pix at the PDV closes when it arrives', async ({ browser, request }) => {
  test.setTimeout(150_000);
  const { email, api } = await pizzeria(request, 'Pizzaria Pix Efí');
  const slug = `pix-efi-${Date.now()}`;
  await openStorefront(request, api, slug);
  await acceptPixAtTables(request, api);
  const table = await request.post('/api/v1/tables', { headers: api.headers, data: { name: 'Mesa 9' } });
  expect(table.status(), await table.text()).toBe(201);

  const owner = await (await browser.newContext()).newPage();
  await signIn(owner, email);
  await connectEfi(owner);
  await owner.screenshot({ path: test.info().outputPath('settings-efi.png'), fullPage: true });
  await owner.goto('/pedidos');
  await expect(owner.getByTestId('page-pedidos')).toBeVisible();

  // The customer orders for pickup, to pay by Pix.
  const { phone, page: customer } = await checkoutOnPhone(browser, slug, 'Pizza Calabresa');
  await customer.getByRole('radio', { name: 'Retirada' }).click();
  await customer.getByLabel('Seu nome').fill('Paula Pix');
  await customer.getByLabel('WhatsApp', { exact: true }).fill('(11) 97777-4321');
  await customer.getByRole('radio', { name: 'Pix' }).check();
  await expect(async () => {
    const placed = customer.waitForResponse((res) => res.request().method() === 'POST' && /\/storefront\/.+\/orders$/.test(res.url()));
    await customer.getByTestId('send-order').click();
    expect((await placed).status()).toBe(201);
  }).toPass({ intervals: [1_000], timeout: 15_000 });
  await expect(customer).toHaveURL(/\/p\/[0-9a-f-]{36}$/);

  // The tracking page shows Efí's charge: its QR, the amount, a countdown, and says it confirms itself.
  const pix = customer.getByTestId('pix');
  await expect(pix.getByRole('img', { name: /^QR Code Pix de R\$\s25,00$/ })).toBeVisible();
  await expect(pix.getByTestId('pix-expiry')).toHaveText(/^Pague em até (59|60):\d\d$/);
  await expect(pix).toContainText('não precisa enviar comprovante');
  const code = await customer.getByTestId('pix-code').inputValue();
  expect(code).toMatch(/^000201.*6304[0-9A-F]{4}$/);
  await customer.screenshot({ path: test.info().outputPath('tracking-efi-pix.png'), fullPage: true });

  const card = owner.locator('[data-testid^="board-card-"]', { hasText: 'Paula Pix' });
  await expect(card).toBeVisible();
  await expect(card.getByText('Pagamento efetuado')).toHaveCount(0);
  await payAtBank(browser, code);
  // The board hears it from the webhook within a second or so; the tracking page too.
  await expect(card.getByText('Pagamento efetuado')).toBeVisible({ timeout: 5_000 });
  await expect(customer.getByTestId('pix-paid')).toBeVisible({ timeout: 10_000 });
  await expect(customer.getByTestId('pix')).toHaveCount(0);
  await phone.close();

  // At the PDV: Mesa 9 orders a pizza; "Fechar conta" → "Cobrar a conta com Pix"; the bank pays; the table is free.
  await openPdv(owner);
  await tableButton(owner, 'Mesa 9').click();
  await addProduct(owner, 'calabresa');
  await owner.getByTestId('pdv-submit').click();
  await expect(owner.getByText(/^Pedido #\d+ enviado$/)).toBeVisible();
  await tableButton(owner, 'Mesa 9').click();
  await owner.getByTestId('pdv-close-bill-open').click();
  const bill = owner.getByRole('dialog', { name: 'Fechar conta — Mesa 9' });
  await bill.getByTestId('pdv-bill-pix').click();
  const charge = owner.getByRole('dialog', { name: /^Pix do pedido/ });
  await expect(charge.getByTestId('pix-waiting')).toContainText(/Expira em (59|60):\d\d/);
  await expect(charge.getByTestId('pix-received')).toHaveCount(0);
  await owner.screenshot({ path: test.info().outputPath('pdv-efi-pix.png') });
  await payAtBank(browser, await charge.getByTestId('pix-charge-code').inputValue());
  await expect(charge.getByText('Pix recebido: o pedido está pago.')).toBeVisible({ timeout: 5_000 });
  await charge.getByTestId('pix-paid-close').click();
  await expect(tableButton(owner, 'Mesa 9')).toHaveAttribute('data-status', 'free');
});
