import { and, eq } from 'drizzle-orm';
import { storedCardFeeValue } from '@comanda/domain/business/card-fee';
import type { CardFeeBody, PaymentMethodsBody } from '@comanda/domain/business/payment-settings-bodies';
import type { Queryable } from '../../../db/client';
import { businesses } from '../../../db/schema/index';
import type { PaymentColumns } from './payment-settings-resource';

// Payment methods, Pix key and card fee live on the business row (migration 0006) under one
// version, payment_version: each save is one UPDATE … WHERE payment_version = $version, so of two
// saves of the same version the database lets one through and the other changes nothing (409).

const paymentColumns = {
  id: businesses.id,
  paymentMethods: businesses.paymentMethods,
  pixKey: businesses.pixKey,
  pixKeyType: businesses.pixKeyType,
  cardFeeType: businesses.cardFeeType,
  cardFeeValue: businesses.cardFeeValue,
  cardFeePassedToCustomer: businesses.cardFeePassedToCustomer,
  paymentVersion: businesses.paymentVersion,
};

type PaymentChanges = Partial<Pick<typeof businesses.$inferInsert, 'paymentMethods' | 'pixKey' | 'pixKeyType' | 'cardFeeType' | 'cardFeeValue' | 'cardFeePassedToCustomer'>>;

/** Writes `changes` if the settings are still at `version`, and bumps it; null when stale. */
async function savePaymentColumns(db: Queryable, businessId: number, changes: PaymentChanges, version: number): Promise<PaymentColumns | null> {
  const [row] = await db
    .update(businesses)
    .set({ ...changes, paymentVersion: version + 1, updatedAt: new Date() })
    .where(and(eq(businesses.id, businessId), eq(businesses.paymentVersion, version)))
    .returning(paymentColumns);
  return row ?? null;
}

export function savePaymentMethods(db: Queryable, businessId: number, body: PaymentMethodsBody): Promise<PaymentColumns | null> {
  return savePaymentColumns(db, businessId, { paymentMethods: body.payment_methods, pixKey: body.pix_key, pixKeyType: body.pix_key_type }, body.version);
}

export function saveCardFee(db: Queryable, businessId: number, body: CardFeeBody): Promise<PaymentColumns | null> {
  const { fee } = body;
  return savePaymentColumns(
    db,
    businessId,
    { cardFeeType: fee?.type ?? null, cardFeeValue: fee ? storedCardFeeValue(fee) : 0, cardFeePassedToCustomer: body.passed_to_customer },
    body.version,
  );
}
