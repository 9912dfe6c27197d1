import type { AuditAction } from '@comanda/domain/audit/audit-actions';
import type { ProductUpdateBody } from '@comanda/domain/menu/product';
import type { Db } from '../../../db/client';
import { writeAudit, type AuditEntry } from '../../../lib/audit';
import { inTransaction } from '../../../lib/unit-of-work';
import type { ProductRow } from '../menu-access';
import { duplicateProduct } from './duplicate-product';
import { deleteProduct, updateProduct } from './products.repository';
import type { StaffActor } from '../../../lib/commands/actor';

// Product writes that change what a customer pays or what exists write their audit row in the same
// transaction (docs/decisions/0015). Null: the business has no such product (→ 404).

/** The parts of a product worth keeping in the audit trail (not timestamps or rankings). */
function audited(row: ProductRow | null) {
  return row && { name: row.name, amount: row.amount, active: row.active, category_id: row.categoryId, is_weight_based: row.isWeightBased };
}

function entry(actor: StaffActor, action: AuditAction, id: number, before: ProductRow | null, after: ProductRow | null): AuditEntry {
  return { businessId: actor.businessId, actor, action, entity: 'product', entityId: id, before: audited(before), after: audited(after) };
}

export function editProduct(db: Db, actor: StaffActor, before: ProductRow, body: ProductUpdateBody): Promise<ProductRow | null> {
  return inTransaction(db, async (tx) => {
    const row = await updateProduct(tx, before, body);
    if (row) await writeAudit(tx, entry(actor, 'product.update', row.id, before, row));
    return row;
  });
}

export function removeProduct(db: Db, actor: StaffActor, id: number): Promise<ProductRow | null> {
  return inTransaction(db, async (tx) => {
    const row = await deleteProduct(tx, actor.businessId, id);
    if (row) await writeAudit(tx, entry(actor, 'product.delete', row.id, row, null));
    return row;
  });
}

export function copyProduct(db: Db, actor: StaffActor, original: ProductRow, copy: { name: string; coverPath: string | null }): Promise<ProductRow> {
  return inTransaction(db, async (tx) => {
    const row = await duplicateProduct(tx, original, copy);
    await writeAudit(tx, entry(actor, 'product.duplicate', row.id, original, row));
    return row;
  });
}
