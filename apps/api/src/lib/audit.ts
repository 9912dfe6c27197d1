import type { Queryable } from '../db/client';
import { auditLog } from '../db/schema/index';

/*
 * The audit trail (docs/decisions/0015): who changed what, with the row before and after, written
 * with the transaction of the change itself, so a rolled-back change leaves no entry and a committed
 * one always has its entry. Sensitive actions write one: prices and promotions, deletions, and (with
 * their issues) cancellations, discounts, payments and permission changes.
 */

export interface AuditEntry {
  businessId: number | null;
  actorUserId: number | null;
  /** verb.entity, e.g. 'product.update', 'promotion.delete'. */
  action: string;
  entity: string;
  entityId: number | string | null;
  before?: unknown;
  after?: unknown;
}

export async function writeAudit(db: Queryable, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    businessId: entry.businessId,
    actorUserId: entry.actorUserId,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId === null ? null : String(entry.entityId),
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}
