import { z } from 'zod';
import { systemClock, type Clock } from '../../lib/commands/command-deps';
import { releaseScheduledOrders } from '../../modules/orders/orders.api';
import { defineJob } from '../define-job';

/**
 * Puts scheduled storefront orders on the board at slot − preparation time (decision 0047). Runs
 * every minute from the registry; a slot is on the half hour, so an order reaches the board within
 * a minute of its moment. Tests build it with a clock they move.
 */
export function releaseScheduledOrdersJob(clock: Clock = systemClock) {
  return defineJob({
    name: 'release-scheduled-orders',
    payload: z.object({}),
    maxAttempts: 3,
    backoff: { baseMs: 10_000, maxMs: 60_000 },
    leaseMs: 60_000,
    async handler(_payload, { db, log }) {
      const released = await releaseScheduledOrders({ db, clock });
      if (released) log.info({ released }, 'scheduled orders released to the board');
    },
  });
}

export const releaseScheduledOrdersDefinition = releaseScheduledOrdersJob();
