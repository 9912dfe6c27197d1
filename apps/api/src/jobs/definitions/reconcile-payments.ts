import { z } from 'zod';
import { systemClock, type Clock } from '../../lib/commands/command-deps';
import { reconcilePayments } from '../../modules/payments/reconcile/reconcile-payments';
import { defineJob } from '../define-job';

/**
 * Asks the providers about online payments whose notification is more than ten minutes late
 * (issue 34); what they say was paid goes through the webhook inbox. Runs every five minutes from
 * the registry; tests build it with a clock they move.
 */
export function reconcilePaymentsJob(clock: Clock = systemClock) {
  return defineJob({
    name: 'reconcile-payments',
    payload: z.object({}),
    maxAttempts: 3,
    backoff: { baseMs: 30_000, maxMs: 120_000 },
    leaseMs: 240_000,
    async handler(_payload, { db, log, config }) {
      await reconcilePayments({ db, log, config, now: clock.now() });
    },
  });
}

export const reconcilePaymentsDefinition = reconcilePaymentsJob();
