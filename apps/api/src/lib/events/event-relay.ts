import type { FastifyBaseLogger } from 'fastify';
import { and, asc, eq, inArray, isNull, lt, or } from 'drizzle-orm';
import type { Database, Db, Tx } from '../../db/client';
import { domainEvents, type DomainEventRow } from '../../db/schema/index';
import { EVENTS_CHANNEL } from './record-event';

/** Delivers one event; runs in the relay's transaction (a savepoint of its own), so its writes commit with the delivery. */
export type EventConsumer = (event: DomainEventRow, tx: Tx) => Promise<void> | void;

/** Events taken per transaction. */
const BATCH = 100;
/** A consumer that keeps failing on an event gives up after this many attempts (the error stays on the row). */
export const MAX_EVENT_ATTEMPTS = 8;

export interface EventRelay {
  start(): void;
  /** Delivers what is pending now; resolves when this process has nothing left to deliver. */
  deliverNow(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * The relay of the transactional outbox (decision 0042). Woken by the NOTIFY of a commit that
 * recorded events, and by a timer (a notice lost with a connection, an event left by a crash), it
 * takes the undelivered events oldest first (FOR UPDATE SKIP LOCKED: relays of several processes
 * share the work), hands each to every consumer, and marks it delivered in the same transaction.
 * At least once: a crash after a consumer ran and before the commit delivers that event again, so
 * consumers are idempotent (clients may skip an `event_id` seen; print jobs have request keys).
 */
export function createEventRelay(options: {
  database: Database;
  log: FastifyBaseLogger;
  consumers: readonly EventConsumer[];
  pollIntervalMs: number;
  /** start() listens and makes its first pass this long later (EVENTS_RELAY_START_DELAY_MS); 0: at once. */
  startDelayMs?: number;
}): EventRelay {
  const { database, log, consumers, pollIntervalMs, startDelayMs = 0 } = options;
  const db: Db = database.db;
  let running: Promise<void> | null = null;
  let again = false;
  let noticed = false;
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;

  /** Whether anything waits: an idle poll is this one indexed read, no transaction. */
  async function anyPending(): Promise<boolean> {
    const [row] = await db.select({ id: domainEvents.id }).from(domainEvents).where(isNull(domainEvents.deliveredAt)).limit(1);
    return row !== undefined;
  }

  /**
   * Takes a batch and hands each event to every consumer in one transaction. `isolated`: each event
   * in a savepoint of its own, so that one whose consumer fails is marked (attempts, error) and the
   * others are delivered; two statements more per event, so only after a batch failed as a whole.
   */
  function deliverRows(isolated: boolean): Promise<number> {
    return db.transaction(async (tx) => {
      const now = new Date();
      const rows = await tx
        .select()
        .from(domainEvents)
        .where(and(isNull(domainEvents.deliveredAt), or(eq(domainEvents.attempts, 0), lt(domainEvents.createdAt, retryBefore(now)))))
        .orderBy(asc(domainEvents.id))
        .limit(BATCH)
        .for('update', { skipLocked: true });
      const delivered: number[] = [];
      for (const row of rows) {
        if (!isolated) {
          for (const consume of consumers) await consume(row, tx);
          delivered.push(row.id);
          continue;
        }
        try {
          await tx.transaction(async (savepoint) => {
            for (const consume of consumers) await consume(row, savepoint);
          });
          delivered.push(row.id);
        } catch (err) {
          const attempts = row.attempts + 1;
          log.error({ err, eventId: row.id, event: row.name, attempts }, 'event delivery failed');
          await tx
            .update(domainEvents)
            .set({ attempts, error: String(err instanceof Error ? err.message : err).slice(0, 500), ...(attempts >= MAX_EVENT_ATTEMPTS ? { deliveredAt: now } : {}) })
            .where(and(eq(domainEvents.id, row.id), eq(domainEvents.businessId, row.businessId)));
        }
      }
      // scoped: the relay delivers every business's events in one batch; no business is in scope, and the ids are those it read itself
      if (delivered.length > 0) await tx.update(domainEvents).set({ deliveredAt: now }).where(inArray(domainEvents.id, delivered));
      return rows.length;
    });
  }

  /** One batch; `known`: a commit's notice said there is work, so the idle check is skipped. */
  async function deliverBatch(known: boolean): Promise<number> {
    if (!known && !(await anyPending())) return 0;
    try {
      return await deliverRows(false);
    } catch {
      // A consumer failed on some event: the batch was rolled back whole; event by event now, so
      // that only that one waits for its retry. (Sockets told before the failure hear those events
      // again: delivery is at least once, and clients skip an event_id they have seen.)
      return deliverRows(true);
    }
  }

  function deliverNow(): Promise<void> {
    if (stopped) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      try {
        do {
          again = false;
          for (;;) {
            const known = noticed;
            noticed = false;
            if ((await deliverBatch(known)) < BATCH || stopped) break;
          }
        } while (again && !stopped);
      } catch (err) {
        if (!stopped) log.error({ err }, 'event relay failed; the next wake-up tries again');
      } finally {
        running = null;
      }
    })();
    return running;
  }

  return {
    start() {
      const begin = () => {
        if (stopped) return;
        void database.listen(EVENTS_CHANNEL, () => {
          noticed = true;
          void deliverNow();
        }).catch((err: unknown) => log.warn({ err }, 'event relay not listening; polling only'));
        const tick = () => {
          timer = setTimeout(() => void deliverNow().finally(() => !stopped && tick()), pollIntervalMs);
          timer.unref();
        };
        tick();
        void deliverNow();
      };
      if (startDelayMs === 0) return begin();
      // stop() clears this timer as it clears the poll's.
      timer = setTimeout(begin, startDelayMs);
      timer.unref();
    },
    deliverNow,
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}

/** An event that failed is tried again once it is a second old, not within the burst of notices that follow it. */
function retryBefore(now: Date): Date {
  return new Date(now.getTime() - 1000);
}
