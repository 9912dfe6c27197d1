import { z } from 'zod';
import { ORDER_TYPE_NAMES, type OrderType } from '../orders/order-type';
import { PAYMENT_METHODS, PaymentMethodSchema, type PaymentMethod } from '../orders/payment';
import { CardFeeResourceSchema } from './card-fee';

/**
 * Which payment methods the business accepts, per order type (delivery, retirada, local): a bar may
 * take cash at the table but only Pix and card on delivery. Issue 14 "Payment methods and card fee".
 */
export type PaymentMethodsByOrderType = Record<OrderType, PaymentMethod[]>;

/** A new business accepts card, cash and Pix everywhere; online payment needs Mercado Pago connected. */
export const DEFAULT_PAYMENT_METHODS: PaymentMethodsByOrderType = {
  delivery: ['card', 'money', 'pix'],
  retirada: ['card', 'money', 'pix'],
  local: ['card', 'money', 'pix'],
};

/** Kinds of Pix key (Banco Central): CPF, CNPJ, e-mail, mobile phone or a random key (EVP). */
export const PIX_KEY_TYPES = ['cpf', 'cnpj', 'email', 'phone', 'random'] as const;
export type PixKeyType = (typeof PIX_KEY_TYPES)[number];
export const PixKeyTypeSchema = z.enum(PIX_KEY_TYPES);

/**
 * The methods an order of `orderType` may be paid with, in the order of PAYMENT_METHODS (the order
 * the PDV lists them). Anything unknown in the stored document is left out.
 */
export function acceptedPaymentMethods(settings: { payment_methods: Partial<PaymentMethodsByOrderType> }, orderType: OrderType): PaymentMethod[] {
  const stored: readonly string[] = settings.payment_methods[orderType] ?? [];
  return PAYMENT_METHODS.filter((method) => stored.includes(method));
}

/** The accepted methods of each order type, as the business resource and the settings page show them. */
export const PaymentMethodsResourceSchema = z.object(
  Object.fromEntries(ORDER_TYPE_NAMES.map((type) => [type, z.array(PaymentMethodSchema)])) as Record<OrderType, z.ZodArray<typeof PaymentMethodSchema>>,
);

/** What GET/PUT …/payment-methods and POST …/fee answer: the page's whole state and its version. */
export const PaymentSettingsResourceSchema = z.object({
  payment_methods: PaymentMethodsResourceSchema,
  pix_key_type: PixKeyTypeSchema.nullable(),
  /** In its DICT form: digits for CPF and CNPJ, +55… for a phone; formatPixKey shows it. */
  pix_key: z.string().nullable(),
  card_fee: CardFeeResourceSchema.nullable(),
  version: z.number().int(),
});
export type PaymentSettingsResource = z.infer<typeof PaymentSettingsResourceSchema>;
