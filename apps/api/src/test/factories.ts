import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import type { CreateBusinessBody, UpdateBusinessBody } from '@comanda/domain/business/business-schemas';
import { businesses, sessions, users } from '../db/schema/index';
import { hashToken, newOpaqueToken } from '../lib/tokens';
import { addMember, grantPermissions } from '../modules/businesses/memberships.repository';
import { createBusiness } from '../modules/businesses/businesses.service';
import type { PermissionName, RoleName } from '@comanda/domain/permissions/permission-rules';
import type { BusinessRow } from '../plugins/tenancy';

// Small builders for route tests: rows straight into the database, no HTTP round trip.

export interface TestUser {
  id: number;
  email: string;
  token: string;
  /** `Authorization: Bearer …`, to spread into inject's headers. */
  headers: { authorization: string };
}

/** A verified user with a live Bearer session. */
export async function createUser(
  app: FastifyInstance,
  { name = 'Test User', email, isAdmin = false, lang = 'pt' }: { name?: string; email?: string; isAdmin?: boolean; lang?: 'pt' | 'en' } = {},
): Promise<TestUser> {
  const address = email ?? `user-${randomBytes(5).toString('hex')}@example.com`;
  const [user] = await app.db
    .insert(users)
    .values({ name, email: address, isAdmin, lang, emailVerifiedAt: new Date() })
    .returning({ id: users.id });
  const token = newOpaqueToken();
  await app.db.insert(sessions).values({ userId: user!.id, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + 86_400_000) });
  return { id: user!.id, email: address, token, headers: { authorization: `Bearer ${token}` } };
}

export const validBusinessBody = (overrides: Partial<CreateBusinessBody> = {}): CreateBusinessBody => ({
  name: 'Cantina da Nonna',
  whatsapp: '(11) 98765-4321',
  segment: 'restaurant',
  zipcode: '01310-100',
  address_street: 'Avenida Paulista',
  address_number: '1000',
  district: 'Bela Vista',
  city: 'São Paulo',
  state: 'SP',
  ...overrides,
});

/** What the business page (PUT v1/businesses/{id}) sends for a business created from validBusinessBody. */
export const validProfileBody = (overrides: Partial<Record<keyof UpdateBusinessBody, unknown>> = {}) => ({
  ...validBusinessBody(),
  email: 'contato@cantinadanonna.com.br',
  document: '11.222.333/0001-81',
  timezone: 'America/Sao_Paulo',
  slug: '',
  is_checkout_enabled: false,
  version: 0,
  ...overrides,
});

/** A business owned by `owner` (owner membership, current business, fresh trial). */
export async function createBusinessFor(
  app: FastifyInstance,
  owner: { id: number },
  overrides: Partial<CreateBusinessBody> = {},
): Promise<BusinessRow> {
  return createBusiness(app.db, { userId: owner.id, body: validBusinessBody(overrides), lang: 'pt', trialDays: app.config.trialDays });
}

/** Adds a member with a role, optional grants, and makes it their current business. */
export async function addEmployee(
  app: FastifyInstance,
  business: { id: number },
  user: { id: number },
  { role = 'waiter', permissions = [], isActive = true }: { role?: RoleName; permissions?: PermissionName[]; isActive?: boolean } = {},
): Promise<void> {
  await addMember(app.db, { businessId: business.id, userId: user.id, role, isActive });
  await grantPermissions(app.db, business.id, user.id, permissions);
  await app.db.update(users).set({ currentBusinessId: business.id }).where(eq(users.id, user.id));
}

export async function blockBusiness(app: FastifyInstance, business: { id: number }, isBlocked = true): Promise<void> {
  await app.db.update(businesses).set({ isBlocked }).where(eq(businesses.id, business.id));
}

/** A multipart/form-data body with one file field, for inject({ payload, headers }). */
export function multipartFile(field: string, filename: string, contentType: string, data: Buffer) {
  const boundary = `----comanda${randomBytes(8).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
