import { formatValidationErrors, type ValidationErrorBody } from '../validation/format-errors';
import type { Lang } from '../validation/lang';
import type { OrderType } from './order-type';

/*
 * Who and where a delivery goes to (issue 31): the courier needs the customer's name and WhatsApp, the
 * street and number, and the bairro (complement and reference stay optional). The PDV marks what is
 * missing before sending and the API refuses the same on a new delivery and on a delivery's edited
 * details, by this rule.
 */

export const DELIVERY_REQUIRED_FIELDS = ['customer_name', 'customer_whatsapp', 'address_street', 'address_number', 'district_id'] as const;
export type DeliveryRequiredField = (typeof DELIVERY_REQUIRED_FIELDS)[number];

/** The wire fields of an order that the rule reads (a body before or after parsing); a blank text counts as missing. */
export type DeliveryDetails = Partial<Record<DeliveryRequiredField, unknown>>;

const isBlank = (value: unknown) => value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

/** The fields a delivery lacks, in the order the form shows them; none for other order types. */
export function missingDeliveryDetails(orderType: OrderType, details: DeliveryDetails): DeliveryRequiredField[] {
  if (orderType !== 'delivery') return [];
  return DELIVERY_REQUIRED_FIELDS.filter((field) => isBlank(details[field]));
}

/** The 422 body for what a delivery lacks ('O campo rua é obrigatório' on each), or null when nothing. */
export function deliveryDetailsErrors(orderType: OrderType, details: DeliveryDetails, lang: Lang): ValidationErrorBody | null {
  const missing = missingDeliveryDetails(orderType, details);
  if (missing.length === 0) return null;
  return formatValidationErrors(
    missing.map((field) => ({ code: 'custom' as const, path: [field], message: '', params: { rule: 'required' } })),
    lang,
  );
}
