import { and, eq, isNotNull, isNull, ne, or, type SQL } from 'drizzle-orm';
import type { Db, Queryable } from '../../db/client';
import { users } from '../../db/schema/index';
import { isUniqueViolation } from '../../lib/db-errors';
import { toE164 } from '../../lib/phone';
import type { UserRow } from '../../plugins/auth';

// Queries on the users table, shared by the auth and profile modules.

export type NewUser = typeof users.$inferInsert;
export type UserPatch = Partial<Omit<NewUser, 'id' | 'createdAt'>>;

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row ?? null;
}

/**
 * The rows a WhatsApp number (E.164) signs in to: an account without an e-mail, or one that confirmed
 * the number by a code. The same condition as the unique index users_whatsapp_sign_in_unique.
 */
export function signsInWithWhatsapp(e164: string): SQL {
  return and(eq(users.whatsapp, e164), or(isNull(users.email), isNotNull(users.whatsappVerifiedAt)))!;
}

/**
 * The account a WhatsApp number signs in to (decision 0036): that of someone without an e-mail, or
 * the one that confirmed the number by a code. The unique index users_whatsapp_sign_in_unique keeps
 * it to one.
 */
export async function findUserByWhatsapp(db: Db, whatsapp: string): Promise<UserRow | null> {
  const e164 = toE164(whatsapp);
  if (!e164) return null;
  const [row] = await db
    .select()
    .from(users)
    .where(signsInWithWhatsapp(e164))
    .limit(1);
  return row ?? null;
}

/** Whether the number signs in to an account other than `userId`'s (so confirming it for `userId` would clash). */
export async function signsInElsewhere(db: Queryable, whatsapp: string, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(signsInWithWhatsapp(whatsapp), ne(users.id, userId)))
    .limit(1);
  return row !== undefined;
}

/** The account named at sign-in or on a password link: by e-mail, or by WhatsApp. */
export async function findUserBySignInName(db: Db, name: { email?: string | undefined; whatsapp?: string | undefined }): Promise<UserRow | null> {
  if (name.email !== undefined) return findUserByEmail(db, name.email);
  if (name.whatsapp !== undefined) return findUserByWhatsapp(db, name.whatsapp);
  return null;
}

export async function findUserById(db: Db, id: number): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

export async function findUserByGoogleSub(db: Db, sub: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.googleSub, sub)).limit(1);
  return row ?? null;
}

/** The new user, or null when the e-mail (or Google account) is already taken. */
export async function insertUser(db: Db, values: NewUser): Promise<UserRow | null> {
  try {
    const [row] = await db.insert(users).values(values).returning();
    return row ?? null;
  } catch (err) {
    if (isUniqueViolation(err)) return null;
    throw err;
  }
}

/** The updated user; null when it no longer exists or a unique column (e-mail) is taken. */
export async function updateUser(db: Db, id: number, patch: UserPatch): Promise<UserRow | null> {
  try {
    const [row] = await db
      .update(users)
      .set({ ...patch, updatedAt: new Date() })
      .where(eq(users.id, id))
      .returning();
    return row ?? null;
  } catch (err) {
    if (isUniqueViolation(err)) return null;
    throw err;
  }
}

/** Deletes the account; sessions, tokens, memberships and grants go with it (ON DELETE CASCADE). */
export async function deleteUser(db: Db, id: number): Promise<void> {
  await db.delete(users).where(eq(users.id, id));
}
