import { desc, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { outboxMessages } from '../../db/schema/index';

export type OutboxRow = typeof outboxMessages.$inferSelect;

/**
 * The latest messages, newest first, optionally to one recipient. A '+' left unencoded in a query
 * string arrives as a space and is trimmed away, so '5511…' also finds '+5511…'.
 */
export async function latestOutboxMessages(db: Db, { to, limit }: { to?: string | undefined; limit: number }): Promise<OutboxRow[]> {
  const recipients = to ? (/^\d+$/.test(to) ? [to, `+${to}`] : [to]) : null;
  return db
    .select()
    .from(outboxMessages)
    .where(recipients ? inArray(outboxMessages.to, recipients) : undefined)
    .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id))
    .limit(limit);
}
