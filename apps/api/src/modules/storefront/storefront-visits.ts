import { createHmac, randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { and, between, count, eq } from 'drizzle-orm';
import { businessDate } from '@comanda/domain/time/business-time';
import type { Db, Queryable } from '../../db/client';
import { storefrontVisits } from '../../db/schema/index';
import type { BusinessRow } from '../../plugins/tenancy';

/*
 * "Visitas" on the dashboard (view_app_count, issue 33): unique visitors of the public menu per day,
 * counted without a cookie or a consent banner. A visitor is a keyed hash of the address and the
 * browser; the key is random, lives in this process's memory only and is replaced every day, so a
 * stored row cannot be traced back to a person nor linked to the same person another day.
 */

let key = { day: '', secret: Buffer.alloc(0) };
/** Visitors already written today by this process: a reload costs no write. */
let seen = new Set<string>();
const MAX_SEEN = 100_000;

function visitorOf(request: FastifyRequest, businessId: number, day: string): string {
  if (key.day !== day) {
    key = { day, secret: randomBytes(32) };
    seen = new Set();
  }
  const agent = request.headers['user-agent'] ?? '';
  return createHmac('sha256', key.secret).update(`${businessId}|${request.ip}|${agent}`).digest('base64url').slice(0, 22);
}

/** Counts the request's visitor once for the business's day; never fails the page. */
export async function recordVisit(db: Db, business: BusinessRow, request: FastifyRequest, now: Date): Promise<void> {
  const day = businessDate(now, business.timezone);
  const visitor = visitorOf(request, business.id, day);
  if (seen.has(visitor)) return;
  if (seen.size >= MAX_SEEN) seen.clear();
  seen.add(visitor);
  try {
    await db.insert(storefrontVisits).values({ businessId: business.id, day, visitor }).onConflictDoNothing();
  } catch (error) {
    seen.delete(visitor);
    request.log.warn({ err: error }, 'storefront visit not counted');
  }
}

/** Unique visitors per day, summed over the business's days `from`–`to` (YYYY-MM-DD). */
export async function countVisits(db: Queryable, businessId: number, from: string, to: string): Promise<number> {
  const [row] = await db
    .select({ visits: count() })
    .from(storefrontVisits)
    .where(and(eq(storefrontVisits.businessId, businessId), between(storefrontVisits.day, from, to)));
  return row?.visits ?? 0;
}
