import { expect, test } from '@playwright/test';
import { apiWithToken, closedTodayOnly, openStorefront } from './pdv-support';
import { createOwnerViaApi, signIn } from './support';

// Issue 33, "Closed business → refused with the next opening time; scheduled order lands at its slot"
// (decision 0047). The owner turns on scheduled orders in the general settings; on a phone, the
// closed menu says when it opens, sending without a time is refused with it, and the customer picks
// "Agendar para" amanhã 12:00 and sends. The order is not among the board's Pendentes: it is held
// until the release job puts it there at 11:30 (slot − 30 minutes of preparation), which the API test
// storefront-scheduled.test.ts proves with a moved clock; journeys cannot move the job's clock.

test('a closed business shows the next opening; the customer schedules for a slot; the board does not show it before its time', async ({ browser, request }) => {
  test.setTimeout(90_000);
  const { email, token } = await createOwnerViaApi(request, 'Cantina Agendada');
  const api = await apiWithToken(request, token);
  const post = async (url: string, data: unknown) => {
    const res = await request.post(url, { headers: api.headers, data });
    expect(res.status(), await res.text()).toBeLessThan(300);
    return ((await res.json()) as { data: { id: number } }).data;
  };
  const category = await post('/api/v1/menu/categories', { name: 'Massas' });
  await post('/api/v1/products', { category_id: category.id, name: 'Lasanha', amount: 4200 });
  const slug = `cantina-agendada-${Date.now()}`;
  await openStorefront(request, api, slug);
  // Open every day, all day, but closed today (an exception): it opens tomorrow at 00:00.
  await closedTodayOnly(request, api);

  const owner = await (await browser.newContext()).newPage();
  await signIn(owner, email);
  await owner.goto('/settings/general-settings');
  await owner.getByLabel('Mensagem quando fechado').fill('Hoje é dia de inventário.');
  await owner.getByLabel('Aceitar pedidos agendados').check();
  await owner.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(owner.getByText('Configurações gerais salvas')).toBeVisible();

  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'pt-BR' });
  const customer = await phone.newPage();
  await customer.goto(`/loja/${slug}`);
  await expect(customer.getByTestId('opening')).toHaveText(/^Fechado agora — abre amanhã às 00:00/);
  await expect(customer.getByRole('status').first()).toContainText('agendar seu pedido');
  await customer.locator('[data-product]', { hasText: 'Lasanha' }).click();
  await customer.getByRole('dialog').getByTestId('add-to-cart').click();
  await customer.getByTestId('cart-bar').click();
  await customer.getByTestId('checkout').click();

  const schedule = customer.getByTestId('schedule');
  await expect(schedule).toContainText('Fechado agora — abre amanhã às 00:00.');
  await expect(schedule).toContainText('Hoje é dia de inventário.');
  if (await customer.getByRole('radio', { name: 'Retirada' }).isVisible()) await customer.getByRole('radio', { name: 'Retirada' }).click();
  await customer.getByLabel('Seu nome').fill('Caio Prado');
  await customer.getByLabel('WhatsApp', { exact: true }).fill('(11) 96666-4321');
  const method = customer.locator('input[name="payment_type"]').first();
  await method.check();

  // Sent with no time: refused with when it opens (and the owner's note); nothing is made. A form
  // sent under 2.5 s after the page opened is first asked again (the bot check): a person is slower.
  await customer.waitForTimeout(2_600);
  await customer.getByTestId('send-order').click();
  await expect(customer.getByRole('alert')).toContainText('Fechado agora — abre amanhã às 00:00. Hoje é dia de inventário. Você pode agendar seu pedido');

  await customer.getByLabel('Agendar para').selectOption({ label: 'Amanhã 12:00' });
  await customer.screenshot({ path: test.info().outputPath('schedule.png'), fullPage: true });
  const placed = customer.waitForResponse((res) => res.request().method() === 'POST' && /\/storefront\/.+\/orders$/.test(res.url()));
  await customer.getByTestId('send-order').click();
  expect((await placed).status()).toBe(201);
  await expect(customer).toHaveURL(/\/p\/[0-9a-f-]{36}$/);
  const uuid = customer.url().split('/p/')[1]!;
  const order = ((await (await request.get(`/api/v1/storefront/orders/${uuid}`)).json()) as { data: { number: number; status: string; scheduled_for: string } }).data;
  expect(order.status).toBe('pending');
  expect(order.scheduled_for).not.toBeNull();
  await expect(customer.getByTestId('track-status')).toHaveText('Pendente');
  await expect(customer.getByTestId('track-expected')).toHaveText(/^Agendado para \d\d\/\d\d 12:00$/);
  await customer.screenshot({ path: test.info().outputPath('tracking.png') });

  // The board: the scheduled order is not among the Pendentes before its time.
  await owner.goto('/pedidos');
  await expect(owner.getByTestId('page-pedidos')).toBeVisible();
  // Its only order is held: the board is empty, no card of its number.
  await expect(owner.getByText('Nenhum pedido em andamento')).toBeVisible();
  await expect(owner.getByTestId(`board-card-${uuid}`)).toHaveCount(0);
  const board = (await (await request.get(`/api/v1/businesses/${api.businessId}/orders-real-time`, { headers: api.headers })).json()) as { data: { uuid: string }[] };
  expect(board.data.map((o) => o.uuid)).not.toContain(uuid);
  await owner.context().close();
  await phone.close();
});
