import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'comanda123';
export const DEMO = {
  owner: 'owner@comanda.dev',
  waiter: 'waiter@comanda.dev',
  admin: 'admin@comanda.dev',
  /** The demo cashier has no e-mail: she signs in with her WhatsApp number (decision 0036). */
  cashierWhatsapp: '(11) 95555-0101',
} as const;

/** A fresh e-mail per test run, so journeys never collide on the shared server. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
}

interface OutboxMessage {
  id: number;
  channel: string;
  to: string;
  subject: string | null;
  text: string;
}

/** The first link to `path` in the newest message sent to `to` (the dev outbox of the server). */
export async function linkFromOutbox(request: APIRequestContext, to: string, path: string): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(
      async () => {
        const res = await request.get(`/api/v1/dev/outbox?to=${encodeURIComponent(to)}`);
        const { data } = (await res.json()) as { data: OutboxMessage[] };
        const pattern = new RegExp(`https?://[^\\s"<>]+${path.replace(/[/-]/g, '\\$&')}\\?[^\\s"<>]+`);
        found = data.map((m) => m.text.match(pattern)?.[0]).find(Boolean);
        return found;
      },
      { message: `a message to ${to} with a link to ${path}` },
    )
    .toBeTruthy();
  // The server knows itself as APP_URL; the browser follows the path on the test's base URL.
  const url = new URL(found!);
  return `${url.pathname}${url.search}`;
}

/** A São Paulo mobile number of this run only, as typed and in E.164: the outbox keeps earlier runs' messages. */
export function uniqueWhatsapp(): { typed: string; e164: string } {
  const digits = String((Date.now() + Math.floor(Math.random() * 1e6)) % 1e8).padStart(8, '0');
  return { typed: `(11) 9${digits.slice(0, 4)}-${digits.slice(4)}`, e164: `+55119${digits}` };
}

/**
 * Opens an employee's invitation link in a browser of their own and chooses `password`: the page
 * welcomes them to the team, and saving it leads to the login page. Returns that page.
 */
export async function acceptInvitation(browser: Browser, link: string, password: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Bem-vindo à equipe', level: 1 })).toBeVisible();
  await page.getByLabel('Nova senha', { exact: true }).fill(password);
  await page.getByLabel('Confirme a nova senha').fill(password);
  // Enter submits whatever the invitation's button is called.
  await page.getByLabel('Confirme a nova senha').press('Enter');
  await expect(page).toHaveURL(/\/login/);
  return page;
}

export async function login(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
}

/** Logs in from /login and waits until the app has left the login page (the session cookie is set). */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login');
  await login(page, email, password);
  await expect(page).not.toHaveURL(/\/login/);
}

const API_HEADERS = { 'content-type': 'application/json' };

/**
 * Signs up through the API and follows the verification link from the outbox, as a new owner does:
 * sign-up opens no session, the link does (docs/decisions/0010). Returns a Bearer token.
 */
export async function registerViaApi(request: APIRequestContext, email: string, name = 'Ana Teste', whatsapp?: string): Promise<string> {
  const res = await request.post('/api/v1/register', {
    headers: API_HEADERS,
    data: { name, email, password: DEMO_PASSWORD, password_confirmation: DEMO_PASSWORD, ...(whatsapp ? { whatsapp } : {}) },
  });
  expect(res.status(), await res.text()).toBe(202);
  const link = await linkFromOutbox(request, email, '/verify-email');
  const token = new URL(link, 'http://x').searchParams.get('token');
  const verified = await request.post('/api/v1/verify-email', { headers: API_HEADERS, data: { token, session: 'token' } });
  expect(verified.status(), await verified.text()).toBe(200);
  return ((await verified.json()) as { access_token: string }).access_token;
}

/**
 * A new owner with a business of their own, so a journey can change settings without touching the
 * demo users. Answers the e-mail to sign in with and a Bearer token for API calls as that owner.
 */
export async function createOwnerViaApi(
  request: APIRequestContext,
  businessName: string,
  { ownerWhatsapp }: { ownerWhatsapp?: string } = {},
): Promise<{ email: string; token: string }> {
  const email = uniqueEmail('owner');
  const token = await registerViaApi(request, email, undefined, ownerWhatsapp);
  const res = await request.post('/api/v1/businesses', {
    headers: { ...API_HEADERS, authorization: `Bearer ${token}` },
    data: {
      name: businessName,
      whatsapp: '(11) 98765-4321',
      segment: 'restaurant',
      zipcode: '01310-100',
      address_street: 'Avenida Paulista',
      address_number: '1000',
      district: 'Bela Vista',
      city: 'São Paulo',
      state: 'SP',
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return { email, token };
}
