import type { Db, Tx } from '../../../db/client';
import { writeAudit } from '../../../lib/audit';
import { inTransaction } from '../../../lib/unit-of-work';
import { deletePaymentConnection, savePaymentConnection, type PaymentConnectionRow } from './payment-connections.repository';

// What connecting and disconnecting a provider account share, whichever the provider (Mercado Pago,
// Efí): the row and its audit entry in one transaction, the audit showing only what the settings show.

const PROVIDER_NAMES = { mercado_pago: 'Mercado Pago', efi: 'Efí' } as const;

function audit(tx: Tx, userId: number, action: 'payment_connection.connect' | 'payment_connection.disconnect', row: PaymentConnectionRow) {
  return writeAudit(tx, {
    businessId: row.businessId,
    actorUserId: userId,
    action,
    entity: 'payment_connection',
    entityId: row.provider,
    after: { provider: row.provider, provider_name: PROVIDER_NAMES[row.provider], ...row.shown },
  });
}

/** Connects (or replaces) the account, already sealed, and audits it. */
export function connectAccount(db: Db, userId: number, values: Omit<PaymentConnectionRow, 'connectedAt' | 'connectedBy'>): Promise<PaymentConnectionRow> {
  return inTransaction(db, async (tx) => {
    const saved = await savePaymentConnection(tx, { ...values, connectedBy: userId });
    await audit(tx, userId, 'payment_connection.connect', saved);
    return saved;
  });
}

/** Deletes the account's credentials, audited; nothing to do when none is connected. */
export function disconnectAccount(db: Db, userId: number, businessId: number, provider: PaymentConnectionRow['provider']): Promise<void> {
  return inTransaction(db, async (tx) => {
    const removed = await deletePaymentConnection(tx, businessId, provider);
    if (removed) await audit(tx, userId, 'payment_connection.disconnect', removed);
  });
}
