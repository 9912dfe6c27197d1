import { expect, test } from '@playwright/test';
import { checkoutOnPhone, deliverOnlyTo, finishAndPayPickup, pizzeria } from './pdv-support';
import { uniqueWhatsapp } from './support';

// Issue 33, the checkout's extras on a phone: the CEP fills the street and the served bairro, the
// coupon shows its discount once applied, a customer with cashback opens it with the code sent to
// her WhatsApp (read here from the dev outbox) and uses it; the order placed costs what the summary said.

test('on a phone: CEP fills the address, the coupon shows its discount, the cashback is opened by a WhatsApp code, and the order costs what the summary said', async ({ browser, request }) => {
  test.setTimeout(90_000);
  const { api, productId } = await pizzeria(request, 'Pizzaria Extras');
  const ok = async (res: { status(): number; text(): Promise<string> }) => expect(res.status(), await res.text()).toBeLessThan(300);
  // A customer who earned R$ 10,00 of cashback (10% of a paid R$ 100,00 order).
  await ok(await request.post('/api/v1/promotional-cashback/rules', { headers: api.headers, data: { percent: 10 } }));
  const carla = uniqueWhatsapp();
  const earlier = await request.post('/api/v1/orders', {
    headers: api.headers,
    data: { order_type_id: 2, payment_type: 'money', customer_name: 'Carla Dias', customer_whatsapp: carla.typed, products: [{ id: productId, qty: 4 }] },
  });
  await ok(earlier);
  await finishAndPayPickup(request, api, ((await earlier.json()) as { data: { id: number } }).data.id);
  await ok(await request.post('/api/v1/coupons', { headers: api.headers, data: { code: 'BEMVINDO', type: 'fixed', amount: 500 } }));
  // The bairro of CEP 01310-100 (Avenida Paulista) in the CEP stand-in.
  const bairro = await deliverOnlyTo(request, api, 'Bela Vista', { fee: 600, minimum: 0 });
  const current = (await (await request.get('/api/v1/businesses/current', { headers: api.headers })).json()) as { data: Record<string, unknown> };
  const fields = ['name', 'segment', 'whatsapp', 'zipcode', 'address_street', 'address_number', 'district', 'city', 'state', 'timezone'];
  const slug = `pizzaria-extras-${Date.now()}`;
  const profile = { ...Object.fromEntries(fields.map((key) => [key, current.data[key]])), version: current.data['profile_version'], slug, is_checkout_enabled: true };
  await ok(await request.put(`/api/v1/businesses/${String(current.data['id'])}`, { headers: api.headers, data: profile }));

  const { page } = await checkoutOnPhone(browser, slug, 'Pizza Calabresa');

  await page.getByLabel('Seu nome').fill('Carla Dias');
  await page.getByLabel('WhatsApp', { exact: true }).fill(carla.typed);
  await page.getByLabel('CEP').fill('01310-100');
  await expect(page.getByTestId('cep-note')).toHaveText('São Paulo - SP');
  await expect(page.getByLabel('Rua')).toHaveValue('Avenida Paulista');
  await expect(page.getByLabel('Bairro')).toHaveValue(String(bairro));
  await page.getByLabel('Número').fill('1000');
  // R$ 25,00 and R$ 6,00 of delivery, as the server prices them.
  await expect(page.getByTestId('summary-total')).toHaveText(/R\$\s31,00/);

  await page.getByLabel('Cupom').fill('bemvindo');
  await page.getByRole('button', { name: 'Aplicar' }).click();
  await expect(page.getByTestId('coupon-applied')).toContainText(/Cupom BEMVINDO: − R\$\s5,00/);
  await expect(page.getByTestId('summary-total')).toHaveText(/R\$\s26,00/);

  await page.getByTestId('loyalty-open').click();
  let code: string | undefined;
  await expect
    .poll(async () => {
      const { data } = (await (await request.get(`/api/v1/dev/outbox?to=${encodeURIComponent(carla.e164)}`)).json()) as { data: { text: string }[] };
      code = data.map((m) => /\b(\d{6})\b/.exec(m.text)?.[1]).find(Boolean);
      return code;
    })
    .toBeTruthy();
  await page.getByLabel('Código recebido no WhatsApp').fill(code!);
  await page.getByRole('button', { name: 'Confirmar' }).click();
  await page.getByLabel(/Usar cashback de R\$\s10,00/).check();
  await expect(page.getByTestId('summary-total')).toHaveText(/R\$\s16,00/);
  const summary = await page.getByTestId('summary-total').textContent();
  await page.screenshot({ path: test.info().outputPath('checkout-extras.png'), fullPage: true });

  await page.getByLabel('Dinheiro').check();
  await page.getByTestId('send-order').click();
  await expect(page).toHaveURL(/\/p\/[0-9a-f-]{36}$/);
  const uuid = page.url().split('/p/')[1]!;
  const tracked = (await (await request.get(`/api/v1/storefront/orders/${uuid}`)).json()) as { data: { total: number; discount: number } };
  expect(tracked.data).toMatchObject({ total: 1600, discount: 1500 });
  expect(summary).toMatch(/R\$\s16,00/);
});
