import { randomBytes, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { inTransaction } from './unit-of-work';
import { oneTimeTokens } from '../db/schema/index';
import { hashToken, newNumericCode, newOpaqueToken } from './tokens';

// Single-use tokens sent by e-mail (links) or WhatsApp (6-digit codes). Only hashes are stored;
// issuing a token deletes the user's earlier ones of the same purpose, so only the newest works.

export type TokenPurpose = (typeof oneTimeTokens.$inferInsert)['purpose'];
export type TokenPayload = Record<string, string>;

const MINUTE = 60_000;
export const TOKEN_TTL_MS: Record<TokenPurpose, number> = {
  verify_email: 48 * 60 * MINUTE,
  reset_password: 60 * MINUTE,
  /** An employee's invitation to choose a password (issue 19): a week, as people start on their next shift. */
  accept_invite: 7 * 24 * 60 * MINUTE,
  change_email: 24 * 60 * MINUTE,
  change_whatsapp: 10 * MINUTE,
  verify_employee_whatsapp: 10 * MINUTE,
};

/** Wrong codes allowed before a code is dead: 5 guesses out of a million. */
export const MAX_CODE_ATTEMPTS = 5;

export interface ValidToken {
  id: number;
  userId: number;
  payload: TokenPayload;
}

async function replaceToken(db: Db, userId: number, purpose: TokenPurpose, tokenHash: string, payload?: TokenPayload) {
  const expiresAt = new Date(Date.now() + TOKEN_TTL_MS[purpose]);
  await inTransaction(db, async (tx) => {
    await tx.delete(oneTimeTokens).where(and(eq(oneTimeTokens.userId, userId), eq(oneTimeTokens.purpose, purpose)));
    await tx.insert(oneTimeTokens).values({ userId, purpose, tokenHash, payload: payload ?? null, expiresAt });
  });
}

/** A new link token (256 bits) for the user; returns the plain token to put in the link. */
export async function issueLinkToken(db: Db, userId: number, purpose: TokenPurpose, payload?: TokenPayload): Promise<string> {
  const token = newOpaqueToken();
  await replaceToken(db, userId, purpose, hashToken(token), payload);
  return token;
}

/** The unused, unexpired token behind a link, or null. Does not consume it: see markTokenUsed. */
export async function findLinkToken(db: Db, purpose: TokenPurpose, token: string): Promise<ValidToken | null> {
  const [row] = await db
    .select({ id: oneTimeTokens.id, userId: oneTimeTokens.userId, payload: oneTimeTokens.payload })
    .from(oneTimeTokens)
    .where(
      and(
        eq(oneTimeTokens.tokenHash, hashToken(token)),
        eq(oneTimeTokens.purpose, purpose),
        isNull(oneTimeTokens.usedAt),
        gt(oneTimeTokens.expiresAt, new Date()),
      ),
    )
    .limit(1);
  return row ? { id: row.id, userId: row.userId, payload: row.payload ?? {} } : null;
}

/**
 * A link token that was already used (and not yet replaced by a newer one), or null: lets a link
 * opened twice say what happened the first time instead of "invalid".
 */
export async function findUsedLinkToken(db: Db, purpose: TokenPurpose, token: string): Promise<ValidToken | null> {
  const [row] = await db
    .select({ id: oneTimeTokens.id, userId: oneTimeTokens.userId, payload: oneTimeTokens.payload })
    .from(oneTimeTokens)
    .where(and(eq(oneTimeTokens.tokenHash, hashToken(token)), eq(oneTimeTokens.purpose, purpose), isNotNull(oneTimeTokens.usedAt)))
    .limit(1);
  return row ? { id: row.id, userId: row.userId, payload: row.payload ?? {} } : null;
}

/** Consumes a token; false when a concurrent request used it first (single use). */
export async function markTokenUsed(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .update(oneTimeTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(oneTimeTokens.id, id), isNull(oneTimeTokens.usedAt)))
    .returning({ id: oneTimeTokens.id });
  return rows.length > 0;
}

// A million codes collide between users (and the hash column is unique), so a code is stored as
// "<salt>.<sha256(salt + code)>"; it is looked up by user, never by hash.
function codeHash(salt: string, code: string): string {
  return `${salt}.${hashToken(`${salt}${code}`)}`;
}

/** A new code's stored form, with a fresh salt (the storefront's loyalty codes are kept the same way). */
export const newCodeHash = (code: string) => codeHash(randomBytes(12).toString('base64url'), code);

/** Whether `code` is the one behind a stored "<salt>.<hash>", compared in constant time. */
export function codeMatches(stored: string, code: string): boolean {
  const salt = stored.split('.')[0] ?? '';
  const expected = Buffer.from(stored);
  const actual = Buffer.from(codeHash(salt, code));
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/** A new 6-digit code for the user; returns the plain code to send. */
export async function issueCode(db: Db, userId: number, purpose: TokenPurpose, payload?: TokenPayload): Promise<string> {
  const code = newNumericCode();
  await replaceToken(db, userId, purpose, newCodeHash(code), payload);
  return code;
}

/** Checks a code against the user's newest live one; every try counts, and a match consumes it. */
export async function consumeCode(db: Db, userId: number, purpose: TokenPurpose, code: string): Promise<TokenPayload | null> {
  const [row] = await db
    .select({ id: oneTimeTokens.id, tokenHash: oneTimeTokens.tokenHash, payload: oneTimeTokens.payload })
    .from(oneTimeTokens)
    .where(
      and(
        eq(oneTimeTokens.userId, userId),
        eq(oneTimeTokens.purpose, purpose),
        isNull(oneTimeTokens.usedAt),
        gt(oneTimeTokens.expiresAt, new Date()),
      ),
    )
    .orderBy(desc(oneTimeTokens.id))
    .limit(1);
  if (!row) return null;
  // Count the attempt before comparing, atomically, so parallel guesses cannot exceed the limit.
  const counted = await db
    .update(oneTimeTokens)
    .set({ attempts: sql`${oneTimeTokens.attempts} + 1` })
    .where(and(eq(oneTimeTokens.id, row.id), lt(oneTimeTokens.attempts, MAX_CODE_ATTEMPTS), isNull(oneTimeTokens.usedAt)))
    .returning({ id: oneTimeTokens.id });
  if (counted.length === 0) return null;
  if (!codeMatches(row.tokenHash, code)) return null;
  return (await markTokenUsed(db, row.id)) ? (row.payload ?? {}) : null;
}
