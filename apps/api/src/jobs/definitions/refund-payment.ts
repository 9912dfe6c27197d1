import { z } from 'zod';
import { runRefund } from '../../modules/payments/refunds/run-refund';
import { defineJob } from '../define-job';

/**
 * Refunds a provider's payment of a canceled order (issue 34): enqueued in the cancel's transaction,
 * one per refund (dedup key), retried with a backoff for about an hour; the provider's idempotency
 * key makes a second run (a lease that ran out) the same refund.
 */
export const refundPaymentDefinition = defineJob({
  name: 'refund-payment',
  payload: z.object({ refundId: z.number().int().positive() }),
  dedupKey: ({ refundId }) => String(refundId),
  maxAttempts: 8,
  backoff: { baseMs: 5_000, maxMs: 600_000 },
  leaseMs: 60_000,
  async handler({ refundId }, { db, log, config, job }) {
    await runRefund({ db, log, config }, refundId, { last: job.attempt >= job.maxAttempts });
  },
});
