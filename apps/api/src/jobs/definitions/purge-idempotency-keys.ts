import { lt, sql } from 'drizzle-orm';
import { z } from 'zod';
import { idempotencyKeys } from '../../db/schema/index';
import { defineJob } from '../define-job';

/**
 * Deletes Idempotency-Key rows older than 24 hours (docs/decisions/0014): a client retries within
 * minutes, and past a day a reused key is a new request. Scheduled hourly in the registry.
 */
export const purgeIdempotencyKeys = defineJob({
  name: 'purge-idempotency-keys',
  payload: z.object({}),
  maxAttempts: 3,
  backoff: { baseMs: 60_000 },
  async handler(_payload, { db, log }) {
    // scoped: a sweep of every business's expired keys, by age; no id is involved
    const deleted = await db
      .delete(idempotencyKeys)
      .where(lt(idempotencyKeys.createdAt, sql`now() - interval '24 hours'`))
      .returning({ id: idempotencyKeys.id });
    if (deleted.length) log.info({ deleted: deleted.length }, 'old idempotency keys purged');
  },
});
