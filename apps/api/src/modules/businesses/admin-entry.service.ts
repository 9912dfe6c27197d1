import type { Lang } from '@comanda/domain/validation/lang';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import { msg } from '../../lib/messages';
import { inTransaction } from '../../lib/unit-of-work';
import type { UserRow } from '../../plugins/auth';
import type { BusinessRow } from '../../plugins/tenancy';
import { findBusiness } from './businesses.repository';
import { setCurrentBusiness } from './memberships.repository';

/*
 * A platform admin acting in a business (docs/decisions/0019). The business they act in is their
 * users.current_business_id, the same column the tenancy plugin reads for everyone: entering sets it
 * to any business (blocked ones too, decision 0006), leaving clears it. Both leave an audit row on
 * the business, so its trail shows when the platform's staff were inside it.
 */

/** The business entered; 404 when there is none with this id. */
export async function enterBusiness(db: Db, admin: UserRow, businessId: number, lang: Lang): Promise<BusinessRow> {
  return inTransaction(db, async (tx) => {
    const business = await findBusiness(tx, businessId);
    if (!business) throw new AppError('not_found', msg(lang, 'business_not_found'));
    await setCurrentBusiness(tx, admin.id, business.id);
    await writeAudit(tx, {
      businessId: business.id,
      actorUserId: admin.id,
      action: 'business.admin_enter',
      entity: 'business',
      entityId: business.id,
      before: { current_business_id: admin.currentBusinessId },
    });
    return business;
  });
}

/** Clears the admin's current business; false when there was none to leave (nothing is audited). */
export async function leaveBusiness(db: Db, admin: UserRow): Promise<boolean> {
  const left = admin.currentBusinessId;
  if (left === null) return false;
  return inTransaction(db, async (tx) => {
    await setCurrentBusiness(tx, admin.id, null);
    // The business may have been deleted meanwhile; the row then has no business to belong to.
    const business = await findBusiness(tx, left);
    await writeAudit(tx, {
      businessId: business?.id ?? null,
      actorUserId: admin.id,
      action: 'business.admin_leave',
      entity: 'business',
      entityId: left,
    });
    return true;
  });
}
