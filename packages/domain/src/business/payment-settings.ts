import { z } from 'zod';
import { PaymentMethodSchema, type PaymentMethod } from '../orders/payment';
import type { OrderType } from '../orders/order-type';

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

export const PaymentMethodListSchema = z.array(PaymentMethodSchema).max(4);

/** Card fee (spec §3 "a card fee (id, type, value)"): a percentage of the order or a fixed amount. */
export const CARD_FEE_TYPES = ['percentage', 'fixed'] as const;
export type CardFeeType = (typeof CARD_FEE_TYPES)[number];
export const CardFeeTypeSchema = z.enum(CARD_FEE_TYPES);

/** Kinds of Pix key (Banco Central): CPF, CNPJ, e-mail, mobile phone or a random key (EVP). */
export const PIX_KEY_TYPES = ['cpf', 'cnpj', 'email', 'phone', 'random'] as const;
export type PixKeyType = (typeof PIX_KEY_TYPES)[number];
export const PixKeyTypeSchema = z.enum(PIX_KEY_TYPES);
