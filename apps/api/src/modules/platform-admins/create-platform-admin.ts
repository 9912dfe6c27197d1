import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/index';
import { hashPassword } from '../../lib/passwords';
import { findUserByEmail } from '../users/users.api';

export type CreatePlatformAdminResult =
  | { status: 'created'; userId: number; password: string }
  | { status: 'promoted'; userId: number };

/** 18 random bytes as base64url: 24 characters a person can copy, ~144 bits. */
export function generatePassword(): string {
  return randomBytes(18).toString('base64url');
}

/**
 * The way a real installation gets its first platform admin (the demo seed is off in production):
 * a new account with a generated password that is shown once, or, for an e-mail that already has an
 * account, that account made a platform admin with its password untouched.
 */
export async function createPlatformAdmin(db: Db, { email, name }: { email: string; name: string }): Promise<CreatePlatformAdminResult> {
  const existing = await findUserByEmail(db, email);
  if (existing) {
    await db.update(users).set({ isAdmin: true }).where(eq(users.id, existing.id));
    return { status: 'promoted', userId: existing.id };
  }
  const password = generatePassword();
  const [row] = await db
    .insert(users)
    .values({ name, email, isAdmin: true, passwordHash: await hashPassword(password), emailVerifiedAt: new Date(), lang: 'pt' })
    .returning({ id: users.id });
  if (!row) throw new Error('insert returned no row');
  return { status: 'created', userId: row.id, password };
}
