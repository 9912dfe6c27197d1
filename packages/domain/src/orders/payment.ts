import { z } from 'zod';
import type { Lang } from '../validation/lang';

/** Payment statuses with their labels (spec §3); 'default' is the label of anything unknown. */
export const PAYMENT_STATUS_LABELS = {
  paid: { pt: 'Pagamento efetuado', en: 'Payment made' },
  unpaid: { pt: 'Aguardando pagamento', en: 'Awaiting payment' },
  default: { pt: 'Status desconhecido', en: 'Unknown status' },
} as const satisfies Record<string, Record<Lang, string>>;

export type PaymentStatus = keyof typeof PAYMENT_STATUS_LABELS;
export const PAYMENT_STATUSES = Object.keys(PAYMENT_STATUS_LABELS) as [PaymentStatus, ...PaymentStatus[]];
export const PaymentStatusSchema = z.enum(PAYMENT_STATUSES);

export function paymentStatusLabel(status: string | null | undefined, lang: Lang): string {
  const known = PAYMENT_STATUSES.find((value) => value === status) ?? 'default';
  return PAYMENT_STATUS_LABELS[known][lang];
}

/** Payment methods with their labels (spec §3). */
export const PAYMENT_METHOD_LABELS = {
  card: { pt: 'Cartão de crédito', en: 'Credit card' },
  money: { pt: 'Dinheiro', en: 'Cash' },
  pix: { pt: 'Pix', en: 'Pix' },
  mercado_pago: { pt: 'Pagamento online', en: 'Online payment' },
} as const satisfies Record<string, Record<Lang, string>>;

export type PaymentMethod = keyof typeof PAYMENT_METHOD_LABELS;
export const PAYMENT_METHODS = Object.keys(PAYMENT_METHOD_LABELS) as [PaymentMethod, ...PaymentMethod[]];
export const PaymentMethodSchema = z.enum(PAYMENT_METHODS);

export function paymentMethodLabel(method: PaymentMethod, lang: Lang): string {
  return PAYMENT_METHOD_LABELS[method][lang];
}

/**
 * Whether an order in `status` may be marked paid. Payment is independent of the status (a table pays
 * after its order is finalized), but a canceled order is never paid (issue 30): nothing was sold.
 */
export function canMarkPaid(status: string): boolean {
  return status !== 'canceled';
}

/**
 * Marks an order paid. Payment is independent of the order status: any status but canceled, the
 * finalized included, keeps its status.
 */
export function markPaid<T extends object>(order: T): Omit<T, 'payment_status'> & { payment_status: 'paid' } {
  return { ...order, payment_status: 'paid' };
}
