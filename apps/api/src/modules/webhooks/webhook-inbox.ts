import type { Db } from '../../db/client';
import { insertVerifiedEvents, type NewWebhookEvent } from './webhooks.repository';

/*
 * Group commit of verified deliveries (decision 0041, as for new orders in 0027). A burst of
 * deliveries (Mercado Pago sends many at once, and retries them) would otherwise be as many
 * statements, each a round trip and a commit; on PGlite's single connection they queue one behind
 * the other. Here the deliveries that arrive while the previous batch is being written wait for it
 * and are then written together, events and jobs in one statement (insertVerifiedEvents): one round
 * trip and one commit for all of them. A lone delivery is written at once (a batch of one), so
 * nothing waits when nothing else is happening.
 *
 * Nothing is answered before its batch has committed: an acknowledged event is stored with its
 * job. Two copies of one event in a batch store one row; the other copy is a duplicate. When the
 * batch's statement fails, each delivery is written alone, so what fails one delivery (a value the
 * database refuses) answers that delivery alone with its error, and the provider retries it.
 */

interface Waiting {
  event: NewWebhookEvent;
  bytes: number;
  resolve: (id: number | null) => void;
  reject: (error: unknown) => void;
}

/** Most deliveries one batch writes; more wait for the next. */
const MAX_BATCH = 100;
/** Most body characters one batch writes (a delivery may be 256 KB; Mercado Pago's are under 1 KB). */
const MAX_BATCH_CHARS = 1024 * 1024;

export class WebhookInbox {
  private readonly waiting: Waiting[] = [];
  private writers = 0;

  /**
   * `writers`: batches in flight at once. PGlite has one connection, so a second batch would only
   * wait there (and grow smaller); a PostgreSQL pool takes the next while one is written.
   */
  constructor(
    private readonly db: Db,
    private readonly job: { name: string; maxAttempts: number },
    private readonly maxWriters: number,
  ) {}

  /** Stores a verified delivery with its job; the new row's id, or null when the event was stored before. */
  store(event: NewWebhookEvent): Promise<number | null> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ event, bytes: event.rawBody.length, resolve, reject });
      if (this.writers < this.maxWriters) void this.drain();
    });
  }

  private async drain(): Promise<void> {
    this.writers += 1;
    try {
      while (this.waiting.length > 0) await this.write(this.nextBatch());
    } finally {
      this.writers -= 1;
    }
  }

  private nextBatch(): Waiting[] {
    let count = 0;
    let chars = 0;
    while (count < this.waiting.length && count < MAX_BATCH) {
      chars += this.waiting[count]!.bytes;
      if (count > 0 && chars > MAX_BATCH_CHARS) break;
      count += 1;
    }
    return this.waiting.splice(0, count);
  }

  private async write(batch: Waiting[]): Promise<void> {
    try {
      const ids = await insertVerifiedEvents(
        this.db,
        batch.map((item) => item.event),
        this.job,
      );
      batch.forEach((item, n) => item.resolve(ids[n] ?? null));
    } catch (error) {
      if (batch.length === 1) return batch[0]!.reject(error);
      // One by one, in order: the first copy of an event is written before its later copies.
      for (const item of batch) {
        try {
          const [id] = await insertVerifiedEvents(this.db, [item.event], this.job);
          item.resolve(id ?? null);
        } catch (alone) {
          item.reject(alone);
        }
      }
    }
  }
}
