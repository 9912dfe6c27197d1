import { z } from 'zod';
import { ORDER_TYPE_NAMES, type OrderType } from '../orders/order-type';
import { PAYMENT_METHODS, PaymentMethodSchema } from '../orders/payment';
import { MAX_ROW_ID } from '../validation/row-id';
import { CardFeeTypeSchema, checkCardFeeValue, type CardFee } from './card-fee';
import { PixKeyTypeSchema } from './payment-settings';
import { PIX_KEY_MAX_INPUT, normalizePixKey } from './pix-key';

// Bodies of PUT v1/businesses/{id}/payment-methods and POST …/fee (issue 14). Apart from
// payment-settings.ts so that the business resource's schema does not bring the Pix key rules
// (and their library) to pages that only read a business.

/** The version a settings page read; a save made over a newer one is refused (409). */
const VersionSchema = z.number().int().min(0).max(MAX_ROW_ID - 1);

const distinct = <T>(values: readonly T[]) => new Set(values).size === values.length;

/**
 * One order type's methods. At least one: the PDV takes orders of every type (there is no "we do
 * not deliver" switch yet), and an order that can be paid no way could not be closed.
 */
const MethodsOfTypeSchema = z
  .array(PaymentMethodSchema)
  .max(PAYMENT_METHODS.length)
  .refine((methods) => methods.length > 0, { params: { rule: 'no_payment_method' } })
  .refine(distinct, { params: { rule: 'distinct' } })
  .transform((methods) => PAYMENT_METHODS.filter((method) => methods.includes(method)));

export const PaymentMethodsByOrderTypeSchema = z.strictObject(
  Object.fromEntries(ORDER_TYPE_NAMES.map((type) => [type, MethodsOfTypeSchema])) as Record<OrderType, typeof MethodsOfTypeSchema>,
);

/**
 * PUT v1/businesses/{id}/payment-methods: the methods per order type, the Pix key with its kind
 * (both null: no key) and the version read. The key comes out in its DICT form (pix-key.ts).
 */
const pixFields = new Set<PropertyKey>(['pix_key_type', 'pix_key']);

export const PaymentMethodsBodySchema = z
  .strictObject({
    payment_methods: PaymentMethodsByOrderTypeSchema,
    pix_key_type: PixKeyTypeSchema.nullable(),
    pix_key: z.string().max(PIX_KEY_MAX_INPUT).nullable(),
    version: VersionSchema,
  })
  .superRefine(
    ({ pix_key_type: type, pix_key: key }, ctx) => {
      const typed = key?.trim() ?? '';
      const issue = (path: 'pix_key' | 'pix_key_type', rule: string) =>
        ctx.addIssue({ code: 'custom', input: path === 'pix_key' ? key : type, path: [path], params: { rule } });
      if (!type) {
        if (typed) issue('pix_key_type', 'required');
      } else if (!typed) issue('pix_key', 'required');
      else if (!normalizePixKey(type, typed)) issue('pix_key', `pix_key_${type}`);
    },
    // Checked even when a payment method is wrong, so the form shows both at once; never when the
    // body itself (root path) or a Pix field is already wrong.
    { when: ({ issues }) => issues.every((issue) => (issue.path?.length ?? 0) > 0 && !pixFields.has(issue.path?.[0] ?? '')) },
  )
  .transform((body) =>
    body.pix_key_type && body.pix_key
      ? { ...body, pix_key: normalizePixKey(body.pix_key_type, body.pix_key) ?? body.pix_key }
      : { ...body, pix_key_type: null, pix_key: null },
  );
export type PaymentMethodsBodyInput = z.input<typeof PaymentMethodsBodySchema>;
export type PaymentMethodsBody = z.output<typeof PaymentMethodsBodySchema>;

/**
 * POST v1/businesses/{id}/fee: the card fee (type null, or value 0, removes it), whether the
 * customer pays it, and the version read. `value` is a percentage (3.5) or centavos (150).
 */
export const CardFeeBodySchema = z
  .strictObject({
    type: CardFeeTypeSchema.nullable(),
    value: z.number().min(0).default(0),
    passed_to_customer: z.boolean().default(false),
    version: VersionSchema,
  })
  .superRefine((body, ctx) => {
    if (body.type) checkCardFeeValue({ type: body.type, value: body.value }, ctx);
  })
  .transform(({ type, value, passed_to_customer, version }) => {
    const fee: CardFee | null = type && value > 0 ? { type, value } : null;
    // With no fee there is nothing to pass on.
    return { fee, passed_to_customer: fee ? passed_to_customer : false, version };
  });
export type CardFeeBodyInput = z.input<typeof CardFeeBodySchema>;
export type CardFeeBody = z.output<typeof CardFeeBodySchema>;

