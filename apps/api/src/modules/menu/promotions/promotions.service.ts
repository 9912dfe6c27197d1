import type { AuditAction } from '@comanda/domain/audit/audit-actions';
import type { Promotion } from '@comanda/domain/promotions/promotion';
import type { Db } from '../../../db/client';
import { writeAudit } from '../../../lib/audit';
import { inTransaction } from '../../../lib/unit-of-work';
import type { ProductRow } from '../menu-access';
import { deletePromotion, insertPromotion, togglePromotion, updatePromotion, type PromotionRow } from './promotions.repository';
import type { StaffActor } from '../../../lib/commands/actor';

// A promotion changes what a customer pays, so each change writes its audit row in the same
// transaction (docs/decisions/0015). Null: the business has no such promotion (→ 404).

const audit = (actor: StaffActor, action: AuditAction, id: number, before: PromotionRow | null, after: PromotionRow | null) => ({
  businessId: actor.businessId,
  actor,
  action,
  entity: 'promotion',
  entityId: id,
  before,
  after,
});

export function createPromotion(db: Db, actor: StaffActor, product: ProductRow, body: Promotion): Promise<PromotionRow> {
  return inTransaction(db, async (tx) => {
    const row = await insertPromotion(tx, product, body);
    await writeAudit(tx, audit(actor, 'promotion.create', row.id, null, row));
    return row;
  });
}

export function editPromotion(db: Db, actor: StaffActor, before: PromotionRow, body: Promotion): Promise<PromotionRow | null> {
  return inTransaction(db, async (tx) => {
    const row = await updatePromotion(tx, actor.businessId, before.id, body);
    if (row) await writeAudit(tx, audit(actor, 'promotion.update', row.id, before, row));
    return row;
  });
}

export function switchPromotion(db: Db, actor: StaffActor, before: PromotionRow): Promise<PromotionRow | null> {
  return inTransaction(db, async (tx) => {
    const row = await togglePromotion(tx, actor.businessId, before.id);
    if (row) await writeAudit(tx, audit(actor, row.active ? 'promotion.activate' : 'promotion.deactivate', row.id, before, row));
    return row;
  });
}

export function removePromotion(db: Db, actor: StaffActor, id: number): Promise<PromotionRow | null> {
  return inTransaction(db, async (tx) => {
    const row = await deletePromotion(tx, actor.businessId, id);
    if (row) await writeAudit(tx, audit(actor, 'promotion.delete', row.id, row, null));
    return row;
  });
}
