import { and, desc, eq, inArray } from 'drizzle-orm';
import { MAX_PRINT_ATTEMPTS, PRINT_LEASE_MS, retryDelayMs, type AckPrintJobBody, type ClaimedPrintJob, type PrintJobResource } from '@comanda/domain/printer/print-job';
import { renderText } from '@comanda/domain/printer/ticket-doc';
import type { Lang } from '@comanda/domain/validation/lang';
import type { Queryable } from '../../db/client';
import { runFixed } from '../../db/fixed-statement';
import { printJobs, type PrintJobRow } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { msg } from '../../lib/messages';
import { encodeTicket } from './escpos';

// The print queue (issue 17, decision 0030): jobs claimed by the client serving their printer under a
// lease, acknowledged once, retried with a growing pause, failed for good after MAX_PRINT_ATTEMPTS.

/** Most jobs one claim hands out: a client prints them one after the other. */
const CLAIM_LIMIT = 20;

// $1 client, $2 lease in ms, $3 business, $4 printer ids, $5 limit.
const CLAIM = `
update print_jobs set status = 'sent', claimed_by = $1, attempts = attempts + 1,
  lease_until = now() + ($2 || ' milliseconds')::interval, updated_at = now()
where id in (
  select id from print_jobs
  where business_id = $3 and printer_id = any($4::int[])
    and ((status = 'pending' and next_attempt_at <= now()) or (status = 'sent' and lease_until < now()))
  order by id
  limit $5
  for update skip locked
)
returning id`;

export function toPrintJobResource(row: PrintJobRow): PrintJobResource {
  return {
    id: row.id,
    printer_id: row.printerId,
    order_id: row.orderId,
    kind: row.kind,
    reprint: row.reprint,
    status: row.status,
    attempts: row.attempts,
    error: row.error,
    copies: row.copies,
    printed_at: row.printedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

export function toClaimedJob(row: PrintJobRow): ClaimedPrintJob {
  return {
    ...toPrintJobResource(row),
    data: Buffer.from(encodeTicket(row.content, row.copies)).toString('base64'),
    text: renderText(row.content),
    columns: row.content.columns,
  };
}

export async function requirePrintJob(q: Queryable, businessId: number, id: number, lang: Lang): Promise<PrintJobRow> {
  const [row] = await q
    .select()
    .from(printJobs)
    .where(and(eq(printJobs.id, id), eq(printJobs.businessId, businessId)));
  if (!row) throw new AppError('not_found', msg(lang, 'print_job_not_found'));
  return row;
}

/**
 * Hands the due jobs of these printers to one client: pending ones whose pause is over, and sent ones
 * whose client let the lease lapse. SKIP LOCKED: two clients claiming at once never get the same job.
 */
export async function claimJobs(q: Queryable, businessId: number, printerIds: readonly number[], client: string): Promise<PrintJobRow[]> {
  const claimed = await runFixed<{ id: number }>(q, 'claim_print_jobs', CLAIM, [client, String(PRINT_LEASE_MS), businessId, `{${printerIds.join(',')}}`, CLAIM_LIMIT]);
  if (claimed.length === 0) return [];
  return q
    .select()
    .from(printJobs)
    .where(inArray(printJobs.id, claimed.map((row) => Number(row.id))))
    .orderBy(printJobs.id);
}

/**
 * A client's word on a job. Printed is final and idempotent (a repeated ack changes nothing). A
 * failure counts only from the client holding the job: it goes back to the queue after a pause, or
 * fails for good after the last attempt.
 */
export async function acknowledge(q: Queryable, businessId: number, job: PrintJobRow, body: AckPrintJobBody, lang: Lang): Promise<PrintJobRow> {
  if (job.status === 'printed') return job;
  const now = new Date();
  const ofBusiness = and(eq(printJobs.id, job.id), eq(printJobs.businessId, businessId));
  if (body.status === 'printed') {
    const [row] = await q
      .update(printJobs)
      .set({ status: 'printed', printedAt: now, error: null, leaseUntil: null, updatedAt: now })
      .where(ofBusiness)
      .returning();
    return row!;
  }
  if (job.status !== 'sent' || job.claimedBy !== body.client) throw new AppError('conflict', msg(lang, 'print_job_not_claimed'));
  const last = job.attempts >= MAX_PRINT_ATTEMPTS;
  const [row] = await q
    .update(printJobs)
    .set({
      status: last ? 'failed' : 'pending',
      error: body.error ?? 'failed',
      leaseUntil: null,
      nextAttemptAt: new Date(now.getTime() + retryDelayMs(job.attempts)),
      updatedAt: now,
    })
    .where(ofBusiness)
    .returning();
  return row!;
}

/** The jobs of an order or of several (their print states on the screens), or the business's latest; newest first. */
export function listJobs(q: Queryable, businessId: number, filter: { orderId?: number | undefined; orderIds?: number[] | undefined; limit: number }): Promise<PrintJobRow[]> {
  return q
    .select()
    .from(printJobs)
    .where(
      and(
        eq(printJobs.businessId, businessId),
        filter.orderId === undefined ? undefined : eq(printJobs.orderId, filter.orderId),
        filter.orderIds === undefined ? undefined : inArray(printJobs.orderId, filter.orderIds),
      ),
    )
    .orderBy(desc(printJobs.id))
    .limit(filter.limit);
}
