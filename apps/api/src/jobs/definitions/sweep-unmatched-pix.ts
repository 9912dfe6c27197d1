import { z } from 'zod';
import { systemClock, type Clock } from '../../lib/commands/command-deps';
import { sweepUnmatchedPix } from '../../modules/payments/reconcile/unmatched-pix';
import { defineJob } from '../define-job';

/** Once a day: the Pix received in each connected Efí account that match no order (issue 34). */
export function sweepUnmatchedPixJob(clock: Clock = systemClock) {
  return defineJob({
    name: 'sweep-unmatched-pix',
    payload: z.object({}),
    maxAttempts: 3,
    backoff: { baseMs: 60_000, maxMs: 600_000 },
    leaseMs: 600_000,
    async handler(_payload, { db, log, config }) {
      await sweepUnmatchedPix({ db, log, config, now: clock.now() });
    },
  });
}

export const sweepUnmatchedPixDefinition = sweepUnmatchedPixJob();
