import { expect, type APIRequestContext, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { createOwnerViaApi, DEMO_PASSWORD } from './support';

// Helpers of the PDV journeys (issue 15): API calls as a user, and the screen's common steps.

export type Api = { headers: Record<string, string>; businessId: number };

/** Logs in through the API with a Bearer token, for the set-up and checks a journey does beside the screen. */
export async function apiAs(request: APIRequestContext, email: string): Promise<Api> {
  const res = await request.post('/api/v1/login', { headers: { 'content-type': 'application/json' }, data: { email, password: DEMO_PASSWORD, session: 'token' } });
  expect(res.status(), await res.text()).toBe(200);
  const { access_token: token } = (await res.json()) as { access_token: string };
  return apiWithToken(request, token);
}

export async function apiWithToken(request: APIRequestContext, token: string): Promise<Api> {
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const me = (await (await request.get('/api/v1/me', { headers })).json()) as { data: { current_business_id: number } };
  return { headers, businessId: me.data.current_business_id };
}

/** Opens /pdv and waits for the menu. */
export async function openPdv(page: Page): Promise<void> {
  await page.goto('/pdv');
  await expect(page.getByTestId('pdv-search')).toBeVisible();
}

/** Searches the menu and adds the first product found (no options, no weight). */
export async function addProduct(page: Page, search: string, times = 1): Promise<void> {
  await page.getByTestId('pdv-search').fill(search);
  const product = page.getByTestId('pdv-products').getByRole('button').first();
  for (let i = 0; i < times; i += 1) await product.click();
}

/** Adds a half-and-half pizza of two flavours through the options dialog. */
export async function addHalfAndHalf(page: Page, flavours: [string, string]): Promise<void> {
  await page.getByTestId('pdv-search').fill('pizza meio a meio');
  await page.getByTestId('pdv-products').getByRole('button', { name: /^Pizza meio a meio/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Pizza meio a meio' });
  // A checkbox is named by its option and its price ("Calabresa R$ 57,90").
  for (const flavour of flavours) await dialog.getByRole('checkbox', { name: new RegExp(`^${flavour}( R\\$.*)?$`) }).check();
  await dialog.getByRole('button', { name: /^Adicionar R\$/ }).click();
  await expect(dialog).toBeHidden();
}

/** The table's button on the table map. */
export const tableButton = (page: Page, name: string) => page.getByTestId(`pdv-table-${name}`);

/** A money text: Intl writes a no-break space after R$. */
export const reais = (amount: string) => new RegExp(`R\\$\\s${amount.replace('.', '\\.')}`);

/** Changes some of the business's general settings (the rest as they are). */
export async function saveGeneralSettings(request: APIRequestContext, api: Api, patch: Record<string, unknown>): Promise<void> {
  const url = `/api/v1/businesses/${api.businessId}/general-settings`;
  const { data: settings } = (await (await request.get(url, { headers: api.headers })).json()) as { data: Record<string, unknown> };
  const saved = await request.put(url, { headers: api.headers, data: { ...settings, ...patch } });
  expect(saved.status(), await saved.text()).toBe(200);
}

/** Sets the business's waiter service charge (a percentage; null: none) through general settings. */
export const setServiceCharge = (request: APIRequestContext, api: Api, percent: number | null) => saveGeneralSettings(request, api, { waiter_service_charge: percent });

/** Gives the business a public link (`slug`) and turns ordering from it on, through the business page's API. */
export async function openStorefront(request: APIRequestContext, api: Api, slug: string): Promise<void> {
  const current = (await (await request.get('/api/v1/businesses/current', { headers: api.headers })).json()) as { data: Record<string, unknown> };
  const fields = ['name', 'segment', 'whatsapp', 'zipcode', 'address_street', 'address_number', 'district', 'city', 'state', 'timezone'];
  const profile = { ...Object.fromEntries(fields.map((key) => [key, current.data[key]])), version: current.data['profile_version'], slug, is_checkout_enabled: true };
  const saved = await request.put(`/api/v1/businesses/${String(current.data['id'])}`, { headers: api.headers, data: profile });
  expect(saved.status(), await saved.text()).toBe(200);
}

/** Opening hours of every day, all day, with today (São Paulo) closed by an exception: the business opens tomorrow at 00:00. */
export async function closedTodayOnly(request: APIRequestContext, api: Api): Promise<void> {
  const day = [{ opening_time: '00:00', closing_time: '23:59' }];
  const week = Object.fromEntries(['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'].map((d) => [d, day]));
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
  const hours = `/api/v1/businesses/${api.businessId}/schedules`;
  const { data: current } = (await (await request.get(hours, { headers: api.headers })).json()) as { data: { version: number } };
  const saved = await request.put(hours, { headers: api.headers, data: { week, exceptions: [{ date: today, closed: true, ranges: [] }], version: current.version } });
  expect(saved.status(), await saved.text()).toBe(200);
}

/** A product of the demo menu with neither options nor weight, for orders placed through the API. */
export async function plainProductId(request: APIRequestContext, api: Api): Promise<number> {
  const res = await request.get(`/api/v1/businesses/${api.businessId}/pdv-menu`, { headers: api.headers });
  const menu = (await res.json()) as { data: { products: { id: number; is_weight_based: boolean; variations: unknown[] }[] }[] };
  return menu.data.flatMap((c) => c.products).find((p) => !p.is_weight_based && p.variations.length === 0)!.id;
}

export type TableRow = { id: number; name: string; status: 'free' | 'occupied'; order_total: number | null };

export async function tablesOf(request: APIRequestContext, api: Api): Promise<TableRow[]> {
  return ((await (await request.get(`/api/v1/businesses/${api.businessId}/tables`, { headers: api.headers })).json()) as { data: TableRow[] }).data;
}

/**
 * Closes the open bill of a table, without service charge and paid by Pix (whatever rate another
 * journey set meanwhile), so a journey starts from a free table.
 */
export async function closeBillViaApi(request: APIRequestContext, api: Api, table: TableRow): Promise<void> {
  if (table.status !== 'occupied') return;
  const open = await request.get(`/api/v1/tables/${table.id}/order`, { headers: api.headers });
  const { data: order } = (await open.json()) as { data: { subtotal: number; discount: number; delivery_fee: number } };
  const res = await request.put(`/api/v1/tables/${table.id}/close`, {
    headers: api.headers,
    data: { service_charge_waiter: false, payments: [{ method: 'pix', amount: order.subtotal - order.discount + order.delivery_fee }] },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** A bairro of São Paulo the business delivers to, alone, at `fee` with a `minimum` order (centavos); its id. */
export async function deliverOnlyTo(request: APIRequestContext, api: Api, name: string, terms: { fee: number; minimum: number }): Promise<number> {
  const created = await request.post('/api/v1/core/regions/district', { headers: api.headers, data: { city_id: 3550308, name } });
  const { data: district } = (await created.json()) as { data: { id: number } };
  const url = `/api/v1/businesses/${api.businessId}/district-delivery`;
  const { data: current } = (await (await request.get(url, { headers: api.headers })).json()) as { data: { version: number } };
  const saved = await request.put(url, {
    headers: api.headers,
    data: { version: current.version, delivery_fee: 0, delivers_outside: false, districts: [{ district_id: district.id, delivery_fee: terms.fee, minimum_order: terms.minimum }] },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  return district.id;
}

/** A new owner's business with one R$ 25,00 "Pizza Calabresa": the owner's e-mail, API access and the pizza's id. */
export async function pizzeria(request: APIRequestContext, name: string): Promise<{ email: string; api: Api; productId: number }> {
  const { email, token } = await createOwnerViaApi(request, name);
  const api = await apiWithToken(request, token);
  const category = (await (await request.post('/api/v1/menu/categories', { headers: api.headers, data: { name: 'Pizzas' } })).json()) as { data: { id: number } };
  const imported = await request.post('/api/v1/products/import', { headers: api.headers, data: { category_id: category.data.id, products: [{ name: 'Pizza Calabresa', amount: 2500 }] } });
  expect(imported.status(), await imported.text()).toBe(201);
  return { email, api, productId: ((await imported.json()) as { data: { id: number }[] }).data[0]!.id };
}

/** Moves a pickup order through the kitchen to finalized, and marks it paid (what earns loyalty). */
export async function finishAndPayPickup(request: APIRequestContext, api: Api, orderId: number): Promise<void> {
  for (const step of ['processing', 'done', 'waiting-get', 'finalized', 'paid']) {
    const res = await request.put(`/api/v1/orders/${orderId}/${step}`, { headers: api.headers, data: {} });
    expect(res.status(), `${step}: ${await res.text()}`).toBe(200);
  }
}

/** A customer on a 390×844 phone opens the public menu `slug`, puts one `product` in the bag and reaches the checkout. */
export async function checkoutOnPhone(browser: Browser, slug: string, product: string): Promise<{ phone: BrowserContext; page: Page }> {
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'pt-BR' });
  const page = await phone.newPage();
  await page.goto(`/loja/${slug}`);
  await page.locator('[data-product]', { hasText: product }).click();
  await page.getByRole('dialog').getByTestId('add-to-cart').click();
  await page.getByTestId('cart-bar').click();
  await page.getByTestId('checkout').click();
  return { phone, page };
}
