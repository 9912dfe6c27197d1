import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { businesses } from './businesses';
import { users } from './users';

// The platform's own tables (issue 12): the durable job queue, idempotency keys and the audit log.

/**
 * The job queue (docs/decisions/0013): a row per job, claimed by a worker with
 * `FOR UPDATE SKIP LOCKED`, so it runs once across processes and survives restarts (a claim whose
 * lease ran out is taken again). `dedup_key` keeps one pending job per name and key.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    payload: jsonb('payload').$type<unknown>().notNull(),
    status: text('status', { enum: ['queued', 'running', 'done', 'failed'] }).notNull().default('queued'),
    dedupKey: text('dedup_key'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lockedBy: text('locked_by'),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('jobs_due_idx').on(t.status, t.runAt),
    uniqueIndex('jobs_dedup_idx')
      .on(t.name, t.dedupKey)
      .where(sql`${t.dedupKey} is not null and ${t.status} in ('queued', 'running')`),
  ],
);

/**
 * Idempotency-Key of a business's write (docs/decisions/0014): claimed in the same transaction as
 * the write, so a retry waits for the first request and replays its answer; purged after 24 h.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    id: serial('id').primaryKey(),
    businessId: integer('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    responseStatus: integer('response_status'),
    response: jsonb('response').$type<unknown>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('idempotency_keys_business_key_idx').on(t.businessId, t.key), index('idempotency_keys_created_idx').on(t.createdAt)],
);

/** Who did what to which row of a business, written inside the transaction of the change (docs/decisions/0015). */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    businessId: integer('business_id').references(() => businesses.id, { onDelete: 'cascade' }),
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Who acted (decision 0044): staff (the user above), a customer, or the system moved by `actor_source`. */
    actorKind: text('actor_kind').$type<'staff' | 'customer' | 'system'>().notNull().default('staff'),
    actorSource: text('actor_source'),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    before: jsonb('before').$type<unknown>(),
    after: jsonb('after').$type<unknown>(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('audit_log_business_at_idx').on(t.businessId, t.at), index('audit_log_entity_idx').on(t.entity, t.entityId)],
);
