import { and, isNotNull, lt, sql } from 'drizzle-orm';
import { z } from 'zod';
import { domainEvents } from '../../db/schema/index';
import { defineJob } from '../define-job';

/**
 * Deletes domain events delivered more than 7 days ago (decision 0042): once delivered they only
 * help someone looking into a delivery. Undelivered ones are never purged. Scheduled hourly.
 */
export const purgeDomainEvents = defineJob({
  name: 'purge-domain-events',
  payload: z.object({}),
  maxAttempts: 3,
  backoff: { baseMs: 60_000 },
  async handler(_payload, { db, log }) {
    // scoped: a sweep of every business's old delivered events, by age; no id is involved
    const deleted = await db
      .delete(domainEvents)
      .where(and(isNotNull(domainEvents.deliveredAt), lt(domainEvents.deliveredAt, sql`now() - interval '7 days'`)))
      .returning({ id: domainEvents.id });
    if (deleted.length) log.info({ deleted: deleted.length }, 'old domain events purged');
  },
});
