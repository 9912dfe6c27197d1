import type { AuditAction } from '@comanda/domain/audit/audit-actions';
import type { OrderResource } from '@comanda/domain/orders/order-resource';
import { isFinalStatus, orderStatusLabel, type OrderStatus } from '@comanda/domain/orders/order-status';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import { orders, type OrderRow } from '../../../db/schema/index';
import { AppError } from '../../../lib/app-error';
import { writeAudit } from '../../../lib/audit';
import { actorUserId, type Actor } from '../../../lib/commands/actor';
import type { CommandDeps } from '../../../lib/commands/command-deps';
import { msg } from '../../../lib/messages';
import { inTransaction } from '../../../lib/unit-of-work';
import type { BusinessRow } from '../../../plugins/who-is-asking';
import { findBusiness } from '../../businesses/businesses.api';
import { settleOrderPoints } from '../../loyalty/loyalty.api';
import { printMeta, type AutoTrigger } from '../../printing/printing.api';
import { recordOrderEvent } from '../order-events';
import { lockOrder, orderResource, recordStatus } from '../orders.repository';

/*
 * The actions on an existing order (issue 15, spec §4 "Order actions"), as commands any actor runs
 * (decision 0044): a route for the staff, a payment webhook's job for the system. Each locks the
 * order first, so two actors at once queue; the second then sees the first's status and either finds
 * its wish already done (nothing changes: a double click, a retry, a duplicate webhook) or is
 * refused with 409 naming both statuses, never overwriting what the other did.
 */

/** What a change sees: the locked order, its business, who acts, when, and in which language to refuse. */
export interface OrderChangeContext {
  tx: Tx;
  order: OrderRow;
  business: BusinessRow;
  actor: Actor;
  now: Date;
  lang: CommandDeps['lang'];
}

export type OrderChange = (ctx: OrderChangeContext) => Promise<{ row: OrderRow; audit: { action: AuditAction; after: unknown } } | null>;

/**
 * Runs one change of an order in a transaction: lock, change (null = nothing to do), points, audit
 * (naming the actor: staff, customer or system), event (with what it asks of the automatic printers,
 * `print`), answer.
 */
export async function actOnOrder(
  deps: CommandDeps,
  actor: Actor,
  orderId: number,
  change: OrderChange,
  print?: (changed: OrderRow) => AutoTrigger | null,
): Promise<OrderResource> {
  return inTransaction(deps.db, async (tx) => {
    const business = await findBusiness(tx, actor.businessId);
    if (!business) throw new AppError('not_found', msg(deps.lang, 'not_found'));
    const order = await lockOrder(tx, business.id, orderId, deps.lang);
    const now = deps.clock.now();
    const changed = await change({ tx, order, business, actor, now, lang: deps.lang });
    if (!changed) return orderResource(tx, order);
    // Finalized and paid: the customer's points; canceled: taken and given back (each once).
    await settleOrderPoints(tx, changed.row, now, business.timezone);
    await writeAudit(tx, {
      businessId: business.id,
      actor,
      action: changed.audit.action,
      entity: 'order',
      entityId: order.id,
      // The number too: the audit page names the order as the staff calls it.
      before: { number: order.number, status: order.status, payment_status: order.paymentStatus, service_charge: order.serviceCharge, total: order.total },
      after: changed.audit.after,
    });
    const resource = await orderResource(tx, changed.row);
    const trigger = print?.(changed.row) ?? null;
    await recordOrderEvent(tx, business.id, 'order.updated', resource, trigger ? printMeta(trigger, ticketAuthor(actor)) : undefined);
    return resource;
  });
}

/** Who a ticket names: the staff member, or nobody for the system and customers. */
export function ticketAuthor(actor: Actor) {
  return actor.kind === 'staff' ? { userId: actor.userId, userName: actor.userName } : { userId: null, userName: null };
}

export function refused(order: OrderRow, to: OrderStatus, lang: CommandDeps['lang']): AppError {
  return new AppError('conflict', msg(lang, 'order_transition_refused', { from: orderStatusLabel(order.status, lang), to: orderStatusLabel(to, lang) }));
}

/** The order row with its new status, its history entry naming the actor, and a new version. */
export async function setStatus({ tx, order, actor, now }: OrderChangeContext, status: OrderStatus, reason: string | null): Promise<OrderRow> {
  const [row] = await tx
    .update(orders)
    .set({ status, version: sql`${orders.version} + 1`, updatedAt: now, ...(isFinalStatus(status) ? { closedAt: now } : {}) })
    .where(and(eq(orders.id, order.id), eq(orders.businessId, order.businessId)))
    .returning();
  await recordStatus(tx, { orderId: order.id, status, userId: actorUserId(actor), reason });
  return row!;
}
