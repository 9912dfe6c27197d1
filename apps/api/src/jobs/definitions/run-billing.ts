import { z } from 'zod';
import { systemClock, type Clock } from '../../lib/commands/command-deps';
import { runBilling, sendInvoiceReminders } from '../../modules/billing/billing.api';
import { defineJob } from '../define-job';

/**
 * Moves every subscription whose deadline came (issue 39; docs/decisions/0053): a period's end issues
 * its invoice (once: unique per subscription and period), a due date passed makes it past due, the
 * grace passed suspends it; then the owners' reminders of open invoices (dunning). Every minute from the registry; tests build it with a clock they move.
 */
export function runBillingJob(clock: Clock = systemClock) {
  return defineJob({
    name: 'run-billing',
    payload: z.object({}),
    maxAttempts: 3,
    backoff: { baseMs: 10_000, maxMs: 60_000 },
    leaseMs: 120_000,
    async handler(_payload, { db, log, config }) {
      const done = await runBilling({ db, clock });
      if (done.subscriptions) log.info(done, 'billing: subscriptions moved');
      // After the moves, so that a business suspended in this run hears it in this run.
      const reminders = await sendInvoiceReminders({ db, clock, config, log });
      if (reminders) log.info({ reminders }, 'billing: invoice reminders sent');
    },
  });
}

export const runBillingDefinition = runBillingJob();
