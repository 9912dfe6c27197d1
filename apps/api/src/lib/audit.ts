import type { AuditAction } from '@comanda/domain/audit/audit-actions';
import type { Queryable } from '../db/client';
import { auditLog } from '../db/schema/index';
import type { Actor } from './commands/actor';

/*
 * The audit trail (docs/decisions/0015): who changed what, with the row before and after, written
 * with the transaction of the change itself, so a rolled-back change leaves no entry and a committed
 * one always has its entry. Sensitive actions write one: prices and promotions, deletions, and (with
 * their issues) cancellations, discounts, payments and permission changes.
 */

export interface AuditEntry {
  businessId: number | null;
  /** A signed-in user (a route not yet on commands), or a command's actor (decision 0044). */
  actorUserId?: number | null;
  actor?: Actor;
  /** entity.verb, e.g. 'product.update', 'promotion.delete': the domain's catalogue (audit-actions.ts). */
  action: AuditAction;
  entity: string;
  entityId: number | string | null;
  before?: unknown;
  after?: unknown;
}

export async function writeAudit(db: Queryable, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    businessId: entry.businessId,
    ...actorColumns(entry),
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId === null ? null : String(entry.entityId),
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}

function actorColumns({ actor, actorUserId = null }: AuditEntry) {
  if (!actor) return { actorUserId, actorKind: actorUserId === null ? ('system' as const) : ('staff' as const), actorSource: null };
  if (actor.kind === 'staff') return { actorUserId: actor.userId, actorKind: actor.kind, actorSource: null };
  return { actorUserId: null, actorKind: actor.kind, actorSource: actor.kind === 'system' ? actor.source : null };
}
