import { expect, test } from '@playwright/test';
import { apiWithToken, checkoutOnPhone, deliverOnlyTo, openStorefront } from './pdv-support';
import { createOwnerViaApi, signIn } from './support';

// Issue 34, static Pix: the owner saves a Pix key; a customer on a phone orders from the public menu
// and pays with Pix; the tracking page shows the QR, the amount and the copia-e-cola code; the owner
// charges it from the order's detail on /pedidos and confirms "Recebido"; the tracking page drops the
// code and says the payment is confirmed.

const PHONE = { width: 390, height: 844 };

test('a storefront order paid with Pix shows its QR on the tracking page until the owner confirms "Recebido"', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const { email, token } = await createOwnerViaApi(request, 'Açaí da Praça');
  const api = await apiWithToken(request, token);
  const post = async (url: string, data: unknown) => {
    const res = await request.post(url, { headers: api.headers, data });
    expect(res.status(), await res.text()).toBeLessThan(300);
    return ((await res.json()) as { data: { id: number } }).data;
  };
  const bowls = await post('/api/v1/menu/categories', { name: 'Açaí' });
  await post('/api/v1/products', { category_id: bowls.id, name: 'Açaí 500 ml', amount: 2390 });
  const bairro = `Praça do Pix ${Date.now()}`;
  await deliverOnlyTo(request, api, bairro, { fee: 500, minimum: 1000 });
  const slug = `acai-pix-${Date.now()}`;
  await openStorefront(request, api, slug);

  // The owner saves the business's Pix key (a CPF) in Settings › Formas de pagamento.
  const owner = await (await browser.newContext()).newPage();
  await signIn(owner, email);
  await owner.goto('/settings/payment-methods');
  await owner.getByLabel('Tipo de chave').selectOption({ label: 'CPF' });
  await owner.getByLabel('Chave', { exact: true }).fill('12345678909');
  await owner.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(owner.getByText('Formas de pagamento salvas.')).toBeVisible();

  // The customer orders on a phone, to be paid with Pix.
  const { phone, page: customer } = await checkoutOnPhone(browser, slug, 'Açaí 500 ml');
  await customer.getByLabel('Seu nome').fill('Marina Souza');
  await customer.getByLabel('WhatsApp', { exact: true }).fill('(11) 97777-4321');
  await customer.getByLabel('Bairro').selectOption({ label: `${bairro} · R$ 5,00` });
  await customer.getByLabel('Rua').fill('Rua das Palmeiras');
  await customer.getByLabel('Número').fill('7');
  await customer.getByRole('radio', { name: 'Pix' }).check();
  await expect(customer.locator('dd.total')).toHaveText('R$ 28,90');
  const send = async () => {
    const placed = customer.waitForResponse((res) => res.request().method() === 'POST' && /\/storefront\/.+\/orders$/.test(res.url()));
    await customer.getByTestId('send-order').click();
    return placed;
  };
  // A form sent under 2.5 s after the page opened is asked to be sent again (the storefront's bot
  // check): a person reads the message and taps once more, a second later.
  await expect(async () => expect((await send()).status()).toBe(201)).toPass({ intervals: [1_000], timeout: 15_000 });
  // The page went on to the tracking page: the order is the one its link names.
  await expect(customer).toHaveURL(/\/p\/[0-9a-f-]{36}$/);
  const uuid = customer.url().split('/p/')[1]!;
  const tracked = await request.get(`/api/v1/storefront/orders/${uuid}`);
  const order = ((await tracked.json()) as { data: { number: number; uuid: string; payment_type: string; payment_status: string } }).data;
  expect(order).toMatchObject({ uuid, payment_type: 'pix', payment_status: 'unpaid' });

  // The tracking page shows the QR, the amount and a code carrying the key, the amount and the order's txid.
  const pix = customer.getByTestId('pix');
  await expect(pix).toBeVisible();
  await expect(pix.getByRole('img', { name: /^QR Code Pix de R\$\s28,90$/ })).toBeVisible();
  await expect(pix).toContainText(/Valor: R\$\s28,90/);
  await expect(pix).toContainText('O estabelecimento confere o Pix e confirma o pagamento');
  const code = await customer.getByTestId('pix-code').inputValue();
  expect(code).toMatch(/^000201/);
  expect(code).toContain('0014br.gov.bcb.pix011112345678909');
  expect(code).toContain('540528.90');
  expect(code).toContain('5913Acai da Praca');
  expect(code).toContain(`0525${order.uuid.replace(/-/g, '').slice(0, 25)}`);
  expect(code).toMatch(/6304[0-9A-F]{4}$/);
  await phone.grantPermissions(['clipboard-read', 'clipboard-write']);
  await customer.getByTestId('pix-copy').click();
  await expect(customer.getByTestId('pix-copy')).toHaveText('Código copiado!');
  await customer.screenshot({ path: test.info().outputPath('tracking-pix.png'), fullPage: true });

  // The owner opens the order on /pedidos (on a phone too) and charges it with Pix.
  await owner.setViewportSize(PHONE);
  await owner.goto('/pedidos');
  await owner.getByTestId(`board-card-${order.uuid}`).click();
  await owner.getByTestId('pix-charge-open').click();
  const dialog = owner.getByRole('dialog', { name: `Pix do pedido ${order.number}` });
  await expect(dialog.getByRole('img', { name: /^QR Code Pix de R\$\s28,90$/ })).toBeVisible();
  await expect(dialog.getByTestId('pix-charge-code')).toHaveValue(code);
  await owner.screenshot({ path: test.info().outputPath('charge-dialog.png') });
  await dialog.getByTestId('pix-received').click();
  await expect(dialog.getByText(/Confirme no app do banco que o Pix de R\$\s28,90 caiu na conta/)).toBeVisible();
  await owner.screenshot({ path: test.info().outputPath('charge-confirm.png') });
  await dialog.getByRole('button', { name: 'Sim, recebi o Pix' }).click();
  await expect(owner.getByText(`Pedido ${order.number} marcado como pago.`)).toBeVisible();
  await expect(dialog).toBeHidden();

  // The tracking page hears of it and drops the code.
  await expect(customer.getByTestId('pix')).toHaveCount(0, { timeout: 10_000 });
  await expect(customer.getByTestId('pix-paid')).toHaveText('Pagamento confirmado');
  // Asked again, the code is refused: the order is paid.
  expect((await request.get(`/api/v1/storefront/orders/${order.uuid}/pix`)).status()).toBe(409);
  await customer.screenshot({ path: test.info().outputPath('tracking-paid.png'), fullPage: true });
  await owner.context().close();
  await phone.close();
});
