import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { sessions, users } from '../db/schema/index';
import { hashToken, newOpaqueToken } from '../lib/tokens';
import type { RegisterBody } from '@comanda/domain/auth/register-schema';

// Accounts made through the real routes (register, login), for the account and session tests.
// test/factories.ts builds rows directly when a test does not care how the account came to be.

export const PASSWORD = 'senha-forte-123';

export interface Account {
  id: number;
  email: string;
  password: string;
  token: string;
  headers: { authorization: string };
}

export function uniqueEmail(prefix = 'conta'): string {
  return `${prefix}-${randomBytes(5).toString('hex')}@example.com`;
}

/**
 * A São Paulo mobile number no other test uses, as typed ('(11) 9xxxx-xxxx') and in E.164: a number
 * that signs in belongs to one account (decision 0036), so tests do not share numbers.
 */
export function uniqueWhatsapp(): { typed: string; e164: string } {
  const digits = String(randomBytes(4).readUInt32BE() % 1e8).padStart(8, '0');
  return { typed: `(11) 9${digits.slice(0, 4)}-${digits.slice(4)}`, e164: `+55119${digits}` };
}

export function registerBody(overrides: Partial<RegisterBody> = {}): RegisterBody {
  return { name: 'Ana Maria Souza', email: uniqueEmail(), password: PASSWORD, password_confirmation: PASSWORD, ...overrides };
}

/**
 * Signs up through POST /register (202, no session: docs/decisions/0010) and gives the new account a
 * Bearer session straight in the database (a login would count against the login rate limit). The
 * account is left unverified, as a new account is.
 */
export async function registerAccount(app: FastifyInstance, overrides: Partial<RegisterBody> = {}): Promise<Account> {
  const body = registerBody(overrides);
  const res = await app.inject({ method: 'POST', url: '/api/v1/register', payload: body });
  if (res.statusCode !== 202) throw new Error(`register answered ${res.statusCode}: ${res.body}`);
  const [user] = await app.db.select({ id: users.id }).from(users).where(eq(users.email, body.email.toLowerCase()));
  if (!user) throw new Error(`register made no account for ${body.email}`);
  const token = newOpaqueToken();
  await app.db.insert(sessions).values({ userId: user.id, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + 86_400_000) });
  return { id: user.id, email: body.email, password: body.password, token, headers: { authorization: `Bearer ${token}` } };
}

/** A new Bearer session through POST /login. */
export async function loginAccount(app: FastifyInstance, email: string, password: string): Promise<{ authorization: string }> {
  const res = await app.inject({ method: 'POST', url: '/api/v1/login', payload: { email, password } });
  if (res.statusCode !== 200) throw new Error(`login answered ${res.statusCode}: ${res.body}`);
  return { authorization: `Bearer ${res.json<{ access_token: string }>().access_token}` };
}

/** A new cookie session through POST /login, as the web app opens one: the Cookie header to send. */
export async function cookieLogin(app: FastifyInstance, account: Pick<Account, 'email' | 'password'>): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/login',
    payload: { email: account.email, password: account.password, session: 'cookie' },
    headers: { 'x-requested-with': 'XMLHttpRequest' },
  });
  const cookie = setCookie(res.headers, 'comanda_session');
  if (!cookie) throw new Error(`login answered ${res.statusCode} without a session cookie: ${res.body}`);
  return `comanda_session=${cookie.value}`;
}

/** The first link to `${appUrl}${path}` in a message text. */
export function linkIn(text: string, path: string): URL {
  const match = text.match(new RegExp(`https?://[^\\s]+${path.replace(/[/?]/g, '\\$&')}\\?[^\\s]+`));
  if (!match) throw new Error(`no ${path} link in: ${text}`);
  return new URL(match[0]);
}

/** The value of a Set-Cookie header of a response, parsed. */
export function setCookie(headers: Record<string, unknown>, name: string): { value: string; attributes: string[] } | null {
  const raw = headers['set-cookie'];
  const list = Array.isArray(raw) ? raw : raw ? [String(raw)] : [];
  for (const line of list as string[]) {
    const [pair, ...attributes] = line.split(';').map((p) => p.trim());
    const [key, ...value] = (pair ?? '').split('=');
    if (key === name) return { value: value.join('='), attributes };
  }
  return null;
}
