import { expect, test, type APIRequestContext } from '@playwright/test';
import { openStorefront, pizzeria, type Api } from './pdv-support';
import { signIn } from './support';

/*
 * Issue 34: a storefront order paid online through the restaurant's own Mercado Pago account (the
 * journeys' stand-in plays Mercado Pago: its hosted page, the payment, the signed notification). The
 * return page only takes the customer to the order, which says "confirmando" until the notification
 * marks it paid; a refused payment offers "Pagar agora" again. The owner's board sees it paid.
 */

// The stand-in signs its notifications with this secret (e2e/start-server.mjs): the restaurant pastes it as its webhook secret.
const WEBHOOK_SECRET = 'e2e-mercado-pago-secret';
const TOKEN = 'TEST-1234567890123456-112826-0123456789abcdef0123456789abcdef-444555666';

async function takeOnlinePayment(request: APIRequestContext, api: Api) {
  const url = `/api/v1/businesses/${api.businessId}/payment-methods`;
  const { data } = (await (await request.get(url, { headers: api.headers })).json()) as { data: Record<string, unknown> & { payment_methods: Record<string, string[]> } };
  const saved = await request.put(url, {
    headers: api.headers,
    data: { payment_methods: { ...data.payment_methods, retirada: ['money', 'mercado_pago'] }, pix_key_type: null, pix_key: null, version: data['version'] },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  const connected = await request.post(`/api/v1/businesses/${api.businessId}/mp`, { headers: api.headers, data: { access_token: TOKEN, public_key: 'TEST-5a1b2c3d-aaaa', webhook_secret: WEBHOOK_SECRET } });
  expect(connected.status(), await connected.text()).toBe(200);
}

test('pays a pickup order on Mercado Pago: confirmed only by the notification (approved; refused then tried again; pending then approved)', async ({ page, browser, request }) => {
  test.setTimeout(90_000);
  const { email, api } = await pizzeria(request, 'Pizzaria Paga Online');
  const slug = `paga-online-${Date.now()}`;
  await openStorefront(request, api, slug);
  await takeOnlinePayment(request, api);
  await signIn(page, email);
  await page.goto('/pedidos');
  await expect(page.getByTestId('page-pedidos')).toBeVisible();

  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'pt-BR' });
  const customer = await phone.newPage();
  const order = async (name: string) => {
    await customer.goto(`/loja/${slug}`);
    const opened = Date.now();
    await customer.locator('[data-product]', { hasText: 'Pizza Calabresa' }).click();
    await customer.getByRole('dialog').getByTestId('add-to-cart').click();
    await customer.getByTestId('cart-bar').click();
    await customer.getByTestId('checkout').click();
    await customer.getByRole('radio', { name: 'Retirada' }).click();
    await customer.getByLabel('Seu nome').fill(name);
    await customer.getByLabel('WhatsApp', { exact: true }).fill('(11) 97777-4321');
    await customer.getByLabel('Pagar agora, online (Mercado Pago)').check();
    // A form sent under 2.5 s after the page opened is asked again (the storefront's bot check); a
    // fast machine filled this one sooner once. A person is slower.
    await customer.waitForTimeout(Math.max(0, 2_600 - (Date.now() - opened)));
    await customer.getByTestId('send-order').click();
    // Mercado Pago's hosted checkout (the stand-in's page), with the order's amount.
    await expect(customer.getByRole('heading', { name: 'Mercado Pago — simulação local' })).toBeVisible();
    await expect(customer.locator('body')).toContainText('R$ 25,00');
  };

  await order('Rita Online');
  await customer.getByRole('button', { name: 'Pagar (aprovado)' }).click();
  await expect(customer).toHaveURL(/\/p\/[0-9a-f-]{36}\?pagamento=success$/);
  // "Confirmando…" until the notification lands, then confirmed, on the page as it is (live).
  await expect(customer.getByTestId('payment-state')).toHaveText('Pagamento confirmado.', { timeout: 10_000 });
  const card = page.locator('[data-testid^="board-card-"]', { hasText: 'Rita Online' });
  await expect(card.getByText('Pagamento efetuado')).toBeVisible();

  await order('Caio Recusado');
  await customer.getByRole('button', { name: 'Pagar (recusado)' }).click();
  await expect(customer).toHaveURL(/\?pagamento=failure$/);
  await expect(customer.getByTestId('payment-state')).toContainText('O pagamento não foi concluído. Você pode tentar de novo.');
  await customer.screenshot({ path: test.info().outputPath('payment-refused.png'), fullPage: true });
  await customer.getByTestId('pay-online').click();
  await customer.getByRole('button', { name: 'Pagar (aprovado)' }).click();
  await expect(customer.getByTestId('payment-state')).toHaveText('Pagamento confirmado.', { timeout: 10_000 });

  // Pending (a boleto, a bank's review): "confirmando" until Mercado Pago approves it later.
  await order('Lia Pendente');
  const returned = customer.waitForRequest(/\/mercadopago\/pending\?/);
  await customer.getByRole('button', { name: 'Pagar (pendente)' }).click();
  const paymentId = new URL((await returned).url()).searchParams.get('payment_id')!;
  await expect(customer).toHaveURL(/\?pagamento=pending$/);
  await expect(customer.getByTestId('payment-state')).toHaveText('Confirmando o pagamento com o Mercado Pago…');
  const uuid = /\/p\/([0-9a-f-]{36})/.exec(customer.url())![1]!;
  const approved = await request.post(`http://127.0.0.1:${Number(new URL(customer.url()).port) + 17}/__stand-in/payments`, {
    data: { id: paymentId, status: 'approved', external_reference: uuid, transaction_amount: 25 },
  });
  expect(approved.status()).toBe(202);
  await expect(customer.getByTestId('payment-state')).toHaveText('Pagamento confirmado.', { timeout: 10_000 });
  await phone.close();
});
