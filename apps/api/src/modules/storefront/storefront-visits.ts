import { createHmac, randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { and, between, count, eq, lt } from 'drizzle-orm';
import { addDays, businessDate } from '@comanda/domain/time/business-time';
import type { Db, Queryable } from '../../db/client';
import { storefrontVisitKeys, storefrontVisits } from '../../db/schema/index';
import type { BusinessRow } from '../../plugins/tenancy';

/*
 * "Visitas" on the dashboard (view_app_count, issue 33): unique visitors of the public menu per day,
 * counted without a cookie or a consent banner. A visitor is a keyed hash of the address and the
 * browser; the key is random, one per day, shared by every process through the database (so a phone
 * counts once whichever process answers it, and after a restart) and deleted two days later, so a
 * stored row cannot then be traced back to a person nor linked to the same person another day.
 */

const KEEP_KEYS_DAYS = 2;
const MAX_SEEN = 100_000;

export type VisitCounter = (business: BusinessRow, request: FastifyRequest, now: Date) => Promise<void>;

/** One per process (storefront-pages.ts): counts the request's visitor once for the business's day; never fails the page. */
export function createVisitCounter(db: Db): VisitCounter {
  /** The days' keys this process has read (a day's key never changes once written). */
  const keys = new Map<string, Promise<Buffer>>();
  /** Visitors already written by this process: a reload costs no write. */
  let seen = new Set<string>();

  const dayKey = (day: string): Promise<Buffer> => {
    let key = keys.get(day);
    if (!key) {
      // Businesses in other time zones can be a day apart: a few days' keys at most.
      if (keys.size >= 4) keys.clear();
      key = readDayKey(db, day);
      key.catch(() => keys.delete(day));
      keys.set(day, key);
    }
    return key;
  };

  return async (business, request, now) => {
    const day = businessDate(now, business.timezone);
    let visitor: string | undefined;
    try {
      const agent = request.headers['user-agent'] ?? '';
      visitor = createHmac('sha256', await dayKey(day)).update(`${business.id}|${day}|${request.ip}|${agent}`).digest('base64url').slice(0, 22);
      if (seen.has(visitor)) return;
      if (seen.size >= MAX_SEEN) seen = new Set();
      seen.add(visitor);
      await db.insert(storefrontVisits).values({ businessId: business.id, day, visitor }).onConflictDoNothing();
    } catch (error) {
      if (visitor) seen.delete(visitor);
      request.log.warn({ err: error }, 'storefront visit not counted');
    }
  };
}

/** The day's key: written by the first process that needs it, read by every other; keys two days old are deleted. */
async function readDayKey(db: Db, day: string): Promise<Buffer> {
  await db.insert(storefrontVisitKeys).values({ day, secret: randomBytes(32).toString('hex') }).onConflictDoNothing();
  const [row] = await db.select().from(storefrontVisitKeys).where(eq(storefrontVisitKeys.day, day));
  await db.delete(storefrontVisitKeys).where(lt(storefrontVisitKeys.day, addDays(day, -KEEP_KEYS_DAYS)));
  return Buffer.from(row!.secret, 'hex');
}

/** Unique visitors per day, summed over the business's days `from`–`to` (YYYY-MM-DD). */
export async function countVisits(db: Queryable, businessId: number, from: string, to: string): Promise<number> {
  const [row] = await db
    .select({ visits: count() })
    .from(storefrontVisits)
    .where(and(eq(storefrontVisits.businessId, businessId), between(storefrontVisits.day, from, to)));
  return row?.visits ?? 0;
}
