import { expect, test, type APIRequestContext } from '@playwright/test';
import { addProduct, apiWithToken, deliverOnlyTo, openPdv, reais, type Api } from './pdv-support';
import { createOwnerViaApi, signIn, uniqueWhatsapp } from './support';

// Issue 18, customers: a customer signs up through the public link on a phone; the owner sees her with
// her consent; the PDV finds her by phone and fills her address and bairro; her order shows on her page; deleting
// her keeps the order.

/** A business delivering to Moema (R$ 8,00) with a R$ 25,00 pizza. */
async function deliveringBusiness(request: APIRequestContext, api: Api): Promise<number> {
  const moema = await deliverOnlyTo(request, api, 'Moema', { fee: 800, minimum: 0 });
  const category = (await (await request.post('/api/v1/menu/categories', { headers: api.headers, data: { name: 'Pizzas' } })).json()) as { data: { id: number } };
  await request.post('/api/v1/products/import', { headers: api.headers, data: { category_id: category.data.id, products: [{ name: 'Pizza Calabresa', amount: 2500 }] } });
  return moema;
}

test('a customer signs up through the link on her phone; the PDV finds her by phone and fills her address', async ({ browser, page, request }) => {
  test.setTimeout(90_000);
  const { email, token } = await createOwnerViaApi(request, 'Pizzaria dos Clientes');
  const api = await apiWithToken(request, token);
  const moema = await deliveringBusiness(request, api);

  await signIn(page, email);
  await page.goto('/customers');
  await expect(page.getByText('Nenhum cliente ainda')).toBeVisible();
  await page.getByTestId('customers-sign-up-link').click();
  await expect(page.getByRole('img', { name: /QR code do link de cadastro/ })).toBeVisible();
  const link = await page.getByTestId('sign-up-url').innerText();
  await page.keyboard.press('Escape');

  // On a phone-sized screen, with no session.
  const phone = await (await browser.newContext({ viewport: { width: 390, height: 800 } })).newPage();
  await phone.goto(new URL(link).pathname);
  await expect(phone.getByRole('heading', { name: 'Cadastre-se em Pizzaria dos Clientes' })).toBeVisible();
  await phone.getByLabel('Nome', { exact: true }).fill('Beatriz');
  await phone.getByLabel('Sobrenome').fill('Lima');
  await phone.getByLabel('WhatsApp', { exact: true }).fill('11976543210');
  await phone.getByLabel(/Quero receber promoções/).check();
  // A person takes a few seconds (the rule: 3 s from when the form was shown; a form sent sooner is
  // refused, which the API tests prove: how fast this browser fills the form is not the journey's to time).
  await phone.waitForTimeout(3_000);
  await phone.getByTestId('sign-up-submit').click();
  await expect(phone.getByTestId('sign-up-done')).toContainText('Pronto, Beatriz!');
  // The page speaks English too.
  await phone.reload();
  await phone.getByRole('button', { name: /^EN/ }).click();
  await expect(phone.getByRole('heading', { name: 'Sign up at Pizzaria dos Clientes' })).toBeVisible();

  // The owner sees her, with her consent, among the new customers, and gives her an address.
  await page.reload();
  const row = page.getByTestId('customer-row').filter({ hasText: 'Beatriz Lima' });
  await expect(row).toContainText('(11) 97654-3210');
  await expect(row).toContainText('Aceita promoções');
  await expect(page.getByTestId('segment-new')).toContainText('1');
  await row.getByRole('link', { name: 'Beatriz Lima' }).click();
  await expect(page.getByTestId('customer-consent')).toContainText('pelo link de cadastro');
  await page.getByTestId('customer-edit').click();
  const form = page.getByTestId('customer-form');
  await form.getByLabel('Rua').fill('Rua Harmonia');
  await form.getByLabel('Número').fill('55');
  await form.getByLabel(/^Bairro/).selectOption(String(moema));
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Beatriz Lima atualizado.')).toBeVisible();

  // The PDV finds her by a few digits of her phone and fills the order's name, phone and address.
  await openPdv(page);
  await addProduct(page, 'calabresa', 2);
  await page.getByRole('radio', { name: 'Delivery' }).click();
  await page.getByRole('textbox', { name: /^WhatsApp/ }).fill('97654');
  await page.getByTestId('pdv-customer-suggestions').getByRole('button', { name: 'Usar Beatriz Lima' }).click();
  await expect(page.getByRole('textbox', { name: /^Nome/ })).toHaveValue('Beatriz Lima');
  await expect(page.getByLabel('Rua')).toHaveValue('Rua Harmonia');
  await expect(page.getByLabel('Número')).toHaveValue('55');
  await expect(page.getByLabel('Bairro')).toHaveValue(String(moema));
  await expect(page.getByTestId('pdv-customer-suggestions')).toBeHidden();
  await expect(page.getByTestId('pdv-total')).toHaveText(reais('58,00'));
  const placed = page.waitForResponse((r) => r.url().endsWith('/api/v1/orders') && r.request().method() === 'POST');
  await page.getByTestId('pdv-submit').click();
  expect((await placed).status()).toBe(201);

  // Her page counts the order; deleting her keeps it in the history.
  await page.goto('/customers');
  await page.getByRole('link', { name: 'Beatriz Lima' }).click();
  await expect(page.getByTestId('customer-orders-count')).toHaveText('1');
  await expect(page.getByTestId('customer-total-spent')).toHaveText(reais('58,00'));
  await expect(page.getByTestId('customer-orders')).toContainText('Pedido #1');
  await page.getByTestId('customer-delete').click();
  await page.getByRole('dialog', { name: 'Excluir Beatriz Lima?' }).getByRole('button', { name: 'Excluir cliente' }).click();
  await expect(page).toHaveURL(/\/customers$/);
  await expect(page.getByText('Nenhum cliente ainda')).toBeVisible();
  const orders = (await (await request.get(`/api/v1/businesses/${api.businessId}/orders`, { headers: api.headers })).json()) as { data: { customer_name: string }[] };
  expect(orders.data.map((o) => o.customer_name)).toEqual(['Beatriz Lima']);
});

test("a sign-up with a known customer's phone changes nothing until the phone's holder confirms from WhatsApp (issue 30)", async ({ browser, request }) => {
  test.setTimeout(60_000);
  const { token } = await createOwnerViaApi(request, 'Pizzaria da Confirmação');
  const api = await apiWithToken(request, token);
  const number = uniqueWhatsapp();
  const created = await request.post('/api/v1/customers', { headers: api.headers, data: { first_name: 'Carla', whatsapp: number.typed, marketing_consent: false } });
  expect(created.status()).toBe(201);
  const customerId = ((await created.json()) as { data: { id: number } }).data.id;
  const businesses = (await (await request.get('/api/v1/businesses', { headers: api.headers })).json()) as { data: { id: number; token: string }[] };
  const businessToken = businesses.data.find((b) => b.id === api.businessId)!.token;
  const customer = async () => ((await (await request.get(`/api/v1/customers/${customerId}`, { headers: api.headers })).json()) as { data: { email: string | null; marketing_consent: boolean } }).data;

  // A stranger types Carla's phone on the public page: the page answers as for anyone.
  const phone = await (await browser.newContext({ viewport: { width: 390, height: 800 } })).newPage();
  await phone.goto(`/c/${businessToken}`);
  await phone.getByLabel('Nome', { exact: true }).fill('Mallory');
  await phone.getByLabel('WhatsApp', { exact: true }).fill(number.typed);
  await phone.getByLabel('E-mail').fill('mallory@example.com');
  await phone.getByLabel(/Quero receber promoções/).check();
  await phone.waitForTimeout(3_000);
  await phone.getByTestId('sign-up-submit').click();
  await expect(phone.getByTestId('sign-up-done')).toContainText('Pronto, Mallory!');
  await expect(phone.getByTestId('sign-up-done')).toContainText('enviamos uma mensagem ao seu WhatsApp');
  expect(await customer()).toMatchObject({ email: null, marketing_consent: false });

  // Carla gets the link on her WhatsApp (the outbox until WhatsApp is connected) and confirms.
  let link = '';
  await expect
    .poll(async () => {
      const { data } = (await (await request.get(`/api/v1/dev/outbox?to=${encodeURIComponent(number.e164)}`)).json()) as { data: { text: string }[] };
      link = data.map((m) => /https?:\/\/\S+\/confirmar\/\S+/.exec(m.text)?.[0]).find(Boolean) ?? '';
      return link;
    })
    .toContain('/confirmar/');
  const carla = await (await browser.newContext({ viewport: { width: 390, height: 800 } })).newPage();
  await carla.goto(new URL(link).pathname);
  await expect(carla.getByRole('heading', { name: 'Confirme seus dados em Pizzaria da Confirmação' })).toBeVisible();
  // Opening the page changes nothing; the button does.
  expect(await customer()).toMatchObject({ email: null, marketing_consent: false });
  await carla.getByRole('button', { name: 'Confirmar meus dados' }).click();
  await expect(carla.getByTestId('sign-up-confirmed')).toContainText('Pronto, Carla!');
  expect(await customer()).toMatchObject({ email: 'mallory@example.com', marketing_consent: true });

  // A second press of the used link says so, in English too.
  await carla.reload();
  await carla.getByRole('button', { name: /^EN/ }).click();
  await carla.getByRole('button', { name: 'Confirm my details' }).click();
  await expect(carla.getByText('This confirmation link no longer works')).toBeVisible();
  await carla.screenshot({ path: test.info().outputPath('confirm-used-en.png') });
});
