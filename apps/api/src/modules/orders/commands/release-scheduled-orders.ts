import { and, asc, eq, isNotNull, isNull, notInArray, sql } from 'drizzle-orm';
import { isFinalStatus } from '@comanda/domain/orders/order-status';
import type { CommandDeps } from '../../../lib/commands/command-deps';
import { businesses, orders } from '../../../db/schema/index';
import { writeAudit } from '../../../lib/audit';
import { systemActor } from '../../../lib/commands/actor';
import { inTransaction } from '../../../lib/unit-of-work';
import { printMeta } from '../../printing/printing.api';
import { recordOrderEvent } from '../order-events';
import { orderResource, recordStatus } from '../orders.repository';

/*
 * Scheduled storefront orders reach the board at their slot minus the business's preparation time
 * (issue 33, decision 0047). Until then they are held: written pending, with no `order.created`, and
 * left out of the board and the kitchen. Releasing one records its `order.created` (the board adds it
 * and rings), accepts it when the business accepts automatically (its status history says so) and
 * so prints its kitchen ticket then, through the event's print meta, as a new order's does.
 * Each order is released in a transaction of its own, under its row lock, and only while still held:
 * two workers, or a second run, release it once.
 */

/** How many held orders one run releases at most; the next minute's run takes the rest. */
const BATCH = 200;

/** Releases every held order whose moment has come at `deps.clock.now()`; how many it released. */
export async function releaseScheduledOrders(deps: Pick<CommandDeps, 'db' | 'clock'>): Promise<number> {
  const now = deps.clock.now();
  // scoped: a sweep over every business's held orders by time; each release then locks its own row by id and business
  const due = await deps.db
    .select({ id: orders.id, businessId: orders.businessId })
    .from(orders)
    .innerJoin(businesses, eq(businesses.id, orders.businessId))
    .where(
      and(
        isNotNull(orders.scheduledFor),
        isNull(orders.releasedAt),
        notInArray(orders.status, ['finalized', 'canceled']),
        sql`${orders.scheduledFor} - make_interval(mins => ${businesses.preparationMinutes}) <= ${now.toISOString()}::timestamptz`,
      ),
    )
    .orderBy(asc(orders.scheduledFor))
    .limit(BATCH);
  let released = 0;
  for (const order of due) if (await releaseOne(deps, order.businessId, order.id, now)) released++;
  return released;
}

async function releaseOne(deps: Pick<CommandDeps, 'db'>, businessId: number, orderId: number, now: Date): Promise<boolean> {
  return inTransaction(deps.db, async (tx) => {
    const [row] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.id, orderId), eq(orders.businessId, businessId)))
      .for('update');
    // Released meanwhile, or canceled or finished from the orders' history: nothing to do.
    if (!row || row.releasedAt || isFinalStatus(row.status)) return false;
    const [business] = await tx.select({ autoAccept: businesses.autoAcceptOrders }).from(businesses).where(eq(businesses.id, businessId));
    // Accepted automatically now, unless someone accepted it by hand already (that printed it then).
    const accepting = row.status === 'pending' && business?.autoAccept === true;
    const status = accepting ? 'noted' : row.status;
    const [updated] = await tx
      .update(orders)
      .set({ releasedAt: now, status, version: sql`${orders.version} + 1`, updatedAt: now })
      .where(and(eq(orders.id, orderId), eq(orders.businessId, businessId)))
      .returning();
    if (accepting) await recordStatus(tx, { orderId, status, userId: null });
    await writeAudit(tx, {
      businessId,
      actor: systemActor(businessId, 'jobs'),
      action: 'order.release',
      entity: 'order',
      entityId: orderId,
      before: { number: row.number, status: row.status },
      after: { number: row.number, status, scheduled_for: row.scheduledFor!.toISOString(), ...(accepting ? { auto_accepted: true } : {}) },
    });
    const resource = await orderResource(tx, updated!);
    await recordOrderEvent(tx, businessId, 'order.created', resource, accepting ? printMeta({ kind: 'kitchen' }, { userId: null, userName: null }) : undefined);
    return true;
  });
}
