import { expect, test, type APIRequestContext } from '@playwright/test';
import { baseURL } from '../playwright.config';
import { apiWithToken } from './pdv-support';
import { createOwnerViaApi, signIn, uniqueWhatsapp } from './support';

/*
 * Issue 35, the shop's WhatsApp number (the journeys' Evolution stand-in, e2e/start-server.mjs): the
 * owner connects it by QR (the stand-in plays the phone that scans), sends a customer a message and
 * watches it delivered and read, and the customer's "SAIR" on the phone withdraws the consent to
 * promotions; she gets the order-status message the owner switched on; a ban pauses it all and the home
 * page says so. In English too.
 */

async function categoryId(request: APIRequestContext, api: { headers: Record<string, string> }): Promise<number> {
  const res = await request.post('/api/v1/menu/categories', { headers: api.headers, data: { name: 'Massas' } });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { data: { id: number } }).data.id;
}

const standIn = `http://127.0.0.1:${Number(new URL(baseURL).port) + 20}`;
const phonePage = `http://127.0.0.1:${Number(new URL(baseURL).port) + 21}`;

test('the owner connects the number by QR, messages a customer (delivered, read), and the customer\'s "SAIR" opts them out', async ({ page, browser, request }) => {
  test.setTimeout(60_000);
  const { email, token } = await createOwnerViaApi(request, 'Cantina do Zap');
  const api = await apiWithToken(request, token);
  const customer = uniqueWhatsapp();
  const created = await request.post('/api/v1/customers', { headers: api.headers, data: { first_name: 'Rita', whatsapp: customer.typed, marketing_consent: true } });
  expect(created.status(), await created.text()).toBe(201);
  const customerId = ((await created.json()) as { data: { id: number } }).data.id;

  await signIn(page, email);
  await page.getByRole('link', { name: /^WhatsApp/ }).first().click();
  await expect(page).toHaveURL(/\/whatsapp\/whatsapp$/);
  await expect(page.getByTestId('whatsapp-not-created')).toContainText('Nenhum número conectado');
  await page.getByTestId('whatsapp-create').click();
  await expect(page.getByRole('img', { name: 'QR Code para conectar o WhatsApp da loja' })).toBeVisible();
  await expect(page.getByTestId('whatsapp-pairing')).toContainText('Aparelhos conectados');
  await page.screenshot({ path: test.info().outputPath('qr.png') });

  // The shop's phone reads the code: the page turns connected by itself.
  const instances = (await (await request.get(`${standIn}/__stand-in/instances`)).json()) as { name: string; qr: string | null }[];
  const instance = instances.find((i) => i.name.startsWith(`comanda-${api.businessId}-`))!;
  await expect(page.getByTestId('whatsapp-qr')).toHaveAttribute('data-code', instance.qr!);
  expect((await request.post(`${standIn}/__stand-in/instances/${instance.name}/scan`, { data: { number: '5511987654321' } })).status()).toBe(200);
  await expect(page.getByTestId('whatsapp-connected')).toContainText('Conectado: as mensagens saem por este número');
  await expect(page.getByTestId('whatsapp-phone')).toHaveText('(11) 98765-4321');

  // A message to Rita: queued, then sent, delivered and read as the stand-in's receipts arrive.
  await page.getByLabel('WhatsApp do cliente').fill(customer.typed);
  await page.getByLabel('Mensagem', { exact: true }).fill('Oi Rita! Hoje tem rodízio de massas.');
  await page.getByTestId('whatsapp-send').click();
  await expect(page.getByText('Mensagem na fila de envio.')).toBeVisible();
  const row = page.getByTestId('whatsapp-messages').getByRole('listitem').first();
  await expect(row).toContainText('Oi Rita! Hoje tem rodízio de massas.');
  await expect(row.getByTestId('whatsapp-message-status')).toHaveText('Lida', { timeout: 15_000 });
  const sent = (await (await request.get(`${standIn}/__stand-in/sent`)).json()) as { to: string; text: string }[];
  expect(sent.filter((m) => m.to === customer.e164.slice(1))).toHaveLength(1);
  await page.screenshot({ path: test.info().outputPath('sent.png'), fullPage: true });

  // Rita answers "SAIR" from her phone (the stand-in's page): her consent is withdrawn at once.
  const phone = await (await browser.newContext()).newPage();
  await phone.goto(phonePage);
  const section = phone.locator('section', { hasText: instance.name });
  await section.getByLabel('Cliente').fill(customer.e164.slice(1));
  await section.getByLabel('Mensagem').fill('SAIR');
  await section.getByRole('button', { name: 'Enviar como cliente' }).click();
  await expect
    .poll(async () => ((await (await request.get(`/api/v1/customers/${customerId}`, { headers: api.headers })).json()) as { data: { marketing_consent: boolean } }).data.marketing_consent, { timeout: 15_000 })
    .toBe(false);

  // Settings → Mensagens automáticas: "Pedido recebido" on, in the shop's words; a pickup order
  // with the customer's WhatsApp then messages her by itself.
  await page.goto('/settings/whatsapp');
  const received = page.getByTestId('order-message-received');
  await received.getByRole('switch', { name: 'Enviar esta mensagem' }).check();
  await received.getByLabel('Texto').fill('Oba, {nome}! Pedido #{numero} recebido na {loja}.');
  await expect(received.getByTestId('order-message-preview')).toHaveText('Prévia: Oba, Rita! Pedido #42 recebido na Cantina do Zap.');
  await page.screenshot({ path: test.info().outputPath('order-messages.png'), fullPage: true });
  await page.getByTestId('order-messages-save').click();
  await expect(page.getByText('Mensagens salvas.')).toBeVisible();
  const product = await request.post('/api/v1/products', { headers: api.headers, data: { category_id: await categoryId(request, api), name: 'Lasanha', amount: 4200 } });
  const placed = await request.post('/api/v1/orders', {
    headers: api.headers,
    data: { order_type_id: 2, customer_name: 'Rita Souza', customer_whatsapp: customer.typed, products: [{ id: ((await product.json()) as { data: { id: number } }).data.id }] },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const number = ((await placed.json()) as { data: { number: number } }).data.number;
  await page.goto('/whatsapp/whatsapp');
  await expect(page.getByTestId('whatsapp-messages')).toContainText(`Oba, Rita! Pedido #${number} recebido na Cantina do Zap.`, { timeout: 15_000 });

  // In English.
  await page.context().addCookies([{ name: 'i18n_redirected', value: 'en', url: baseURL }]);
  await page.reload();
  await expect(page.getByTestId('whatsapp-connected')).toContainText('Connected: messages go out from this number');
  await expect(row.getByTestId('whatsapp-message-status')).toHaveText('Read');

  // WhatsApp restricts the number (code 402): the home page says sending stopped, and why.
  expect((await request.post(`${standIn}/__stand-in/instances/${instance.name}/ban`, { data: { statusReason: 402 } })).status()).toBe(200);
  await page.goto('/');
  const paused = page.getByTestId('home-whatsapp-paused');
  await expect(paused).toContainText('Sending paused to protect your number');
  await expect(paused).toContainText('WhatsApp restricted this number for a while');
  await paused.getByRole('link', { name: 'Open WhatsApp' }).click();
  await expect(page.getByTestId('whatsapp-paused')).toBeVisible();

  // Removing the connection asks first, then the page is back to "connect".
  await page.getByTestId('whatsapp-remove').click();
  const dialog = page.getByRole('dialog', { name: 'Remove the WhatsApp connection?' });
  await dialog.getByRole('button', { name: 'Remove connection' }).click();
  await expect(page.getByTestId('whatsapp-not-created')).toBeVisible();
  await expect(dialog).toBeHidden();
});
