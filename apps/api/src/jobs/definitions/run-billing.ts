import { z } from 'zod';
import { systemClock, type Clock } from '../../lib/commands/command-deps';
import { runBilling } from '../../modules/billing/billing.api';
import { defineJob } from '../define-job';

/**
 * Moves every subscription whose deadline came (issue 39; docs/decisions/0053): a period's end issues
 * its invoice (once: unique per subscription and period), a due date passed makes it past due, the
 * grace passed suspends it. Every minute from the registry; tests build it with a clock they move.
 */
export function runBillingJob(clock: Clock = systemClock) {
  return defineJob({
    name: 'run-billing',
    payload: z.object({}),
    maxAttempts: 3,
    backoff: { baseMs: 10_000, maxMs: 60_000 },
    leaseMs: 120_000,
    async handler(_payload, { db, log }) {
      const done = await runBilling({ db, clock });
      if (done.subscriptions) log.info(done, 'billing: subscriptions moved');
    },
  });
}

export const runBillingDefinition = runBillingJob();
