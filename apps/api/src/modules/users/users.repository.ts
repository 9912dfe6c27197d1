import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/index';
import { isUniqueViolation } from '../../lib/db-errors';
import type { UserRow } from '../../plugins/auth';

// Queries on the users table, shared by the auth and profile modules.

export type NewUser = typeof users.$inferInsert;
export type UserPatch = Partial<Omit<NewUser, 'id' | 'createdAt'>>;

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row ?? null;
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
