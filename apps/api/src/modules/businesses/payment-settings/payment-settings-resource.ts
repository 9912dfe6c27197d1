import { cardFeeFromStored, type CardFeeResource } from '@comanda/domain/business/card-fee';
import { acceptedPaymentMethods, type PaymentSettingsResource } from '@comanda/domain/business/payment-settings';
import { ORDER_TYPE_NAMES } from '@comanda/domain/orders/order-type';
import type { BusinessRow } from '../../../plugins/tenancy';

// The payment columns of the business row (migration 0006) on the wire: the settings page's
// resource and the business resource's card_fee and payment_methods.

export type PaymentColumns = Pick<
  BusinessRow,
  'id' | 'paymentMethods' | 'pixKey' | 'pixKeyType' | 'cardFeeType' | 'cardFeeValue' | 'cardFeePassedToCustomer' | 'paymentVersion'
>;

/** The card fee (spec §3: id, type, value) or null; the id is the business's, whose row keeps it. */
export function cardFeeResourceOf(row: PaymentColumns): CardFeeResource | null {
  const fee = cardFeeFromStored(row.cardFeeType, row.cardFeeValue);
  return fee && { id: row.id, ...fee, passed_to_customer: row.cardFeePassedToCustomer };
}

/** The accepted methods of each order type, known ones only, in the PDV's order. */
export function paymentMethodsOf(row: PaymentColumns): PaymentSettingsResource['payment_methods'] {
  const settings = { payment_methods: row.paymentMethods };
  return Object.fromEntries(ORDER_TYPE_NAMES.map((type) => [type, acceptedPaymentMethods(settings, type)])) as PaymentSettingsResource['payment_methods'];
}

export function toPaymentSettingsResource(row: PaymentColumns): PaymentSettingsResource {
  return {
    payment_methods: paymentMethodsOf(row),
    pix_key_type: row.pixKey ? row.pixKeyType : null,
    pix_key: row.pixKeyType ? row.pixKey : null,
    card_fee: cardFeeResourceOf(row),
    version: row.paymentVersion,
  };
}
