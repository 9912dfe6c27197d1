import { and, desc, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { orderUuidOfDynamicTxid } from '@comanda/domain/payments/pix-txid';
import type { Config } from '../../../config';
import type { Db, Queryable } from '../../../db/client';
import { orderPayments, orders, paymentConnections, unmatchedPix } from '../../../db/schema/index';
import { efiAccounts } from '../connections/efi-accounts';

/** The sweep looks a little further back than a day, so a run that came late misses nothing. */
const WINDOW_MS = 26 * 3_600_000;

interface Deps {
  db: Db;
  config: Config;
  log: FastifyBaseLogger;
  now: Date;
}

/** Whether a received Pix belongs to an order of the business: by its charge's txid (dynamic or static), or by the ledger. */
async function matchesAnOrder(q: Queryable, businessId: number, pix: { endToEndId: string; txid: string | null }): Promise<boolean> {
  const [inLedger] = await q
    .select({ id: orderPayments.id })
    .from(orderPayments)
    .where(and(eq(orderPayments.businessId, businessId), eq(orderPayments.provider, 'efi'), eq(orderPayments.providerPaymentId, pix.endToEndId)))
    .limit(1);
  if (inLedger) return true;
  if (!pix.txid) return false;
  const uuid = orderUuidOfDynamicTxid(pix.txid);
  const byTxid = uuid
    ? eq(orders.uuid, uuid)
    : // A static code's txid is the first 25 hex digits of the order's uuid (staticPixTxid).
      /^[0-9a-f]{25}$/i.test(pix.txid)
      ? sql`replace(${orders.uuid}::text, '-', '') like ${`${pix.txid.toLowerCase()}%`}`
      : null;
  if (!byTxid) return false;
  const [order] = await q.select({ id: orders.id }).from(orders).where(and(eq(orders.businessId, businessId), byTxid)).limit(1);
  return order !== undefined;
}

/**
 * The daily sweep of Efí (issue 34): every Pix received in each connected restaurant's account over
 * the last day that matches no order — a customer who paid the key by hand, a charge of an order since
 * deleted — is kept for the owner (`unmatched_pix`, once per endToEndId), who finds the customer or
 * gives the money back. An account that fails is logged and swept again the next day.
 */
export async function sweepUnmatchedPix(deps: Deps): Promise<number> {
  const connected = await deps.db.select({ businessId: paymentConnections.businessId }).from(paymentConnections).where(eq(paymentConnections.provider, 'efi'));
  let kept = 0;
  for (const { businessId } of connected) {
    try {
      const efi = await efiAccounts(deps.config).forBusiness(deps.db, businessId);
      if (!efi) continue;
      const received = await efi.listReceivedPix({ from: new Date(deps.now.getTime() - WINDOW_MS), to: deps.now });
      for (const pix of received) {
        if (await matchesAnOrder(deps.db, businessId, pix)) continue;
        const stored = await deps.db
          .insert(unmatchedPix)
          .values({ businessId, endToEndId: pix.endToEndId, txid: pix.txid, amount: pix.amountCents, receivedAt: new Date(pix.paidAt || deps.now) })
          .onConflictDoNothing()
          .returning({ id: unmatchedPix.id });
        kept += stored.length;
      }
    } catch (error) {
      deps.log.warn({ businessId, err: error }, 'unmatched pix sweep: this account could not be read');
    }
  }
  if (kept) deps.log.info({ kept }, 'pix received that match no order');
  return kept;
}

/** The business's unmatched Pix, newest first. */
export function listUnmatchedPix(q: Queryable, businessId: number, limit = 100) {
  return q.select().from(unmatchedPix).where(eq(unmatchedPix.businessId, businessId)).orderBy(desc(unmatchedPix.receivedAt)).limit(limit);
}

