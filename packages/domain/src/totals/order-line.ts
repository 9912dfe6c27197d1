import type { Lang } from '../validation/lang';
import { renderMessage } from '../validation/messages';
import type { OrderProductInput } from './order-product';

/** The minimum a weight-based product must weigh when it sets none (1 gram). */
export const DEFAULT_MIN_WEIGHT_KG = 0.001;

/**
 * What a weight below the minimum is told: the spec's min_weight message (§5), 'O peso mínimo deve ser
 * maior ou igual a 0,3 kg', which names the weight to reach (the console's 'Peso mínimo não atingido'
 * did not).
 */
export function minWeightMessage(min: number, lang: Lang): string {
  return renderMessage('min_weight', lang, { min });
}

export type OrderLineResult =
  | { added: true; line: OrderProductInput }
  | { added: false; reason: 'min_weight_not_reached'; min_weight: number; message: string };

/** The minimum weight of a product, in kg. */
export function minWeightOf(product: Pick<OrderProductInput, 'min_weight'>): number {
  const min = product.min_weight;
  return typeof min === 'number' && min > 0 ? min : DEFAULT_MIN_WEIGHT_KG;
}

/**
 * Shapes a product for the order (spec §5): a weight-based one must reach its minimum weight, else
 * it is not added; it goes with quantity 1 and its weight. Any other goes with its quantity and no
 * weight.
 */
export function toOrderLine(product: OrderProductInput, lang: Lang = 'pt'): OrderLineResult {
  if (!product.is_weight_based) {
    return { added: true, line: { ...product, qty: product.qty ?? 1, weight: null } };
  }
  const min = minWeightOf(product);
  const weight = product.weight;
  if (typeof weight !== 'number' || !Number.isFinite(weight) || weight < min) {
    return { added: false, reason: 'min_weight_not_reached', min_weight: min, message: minWeightMessage(min, lang) };
  }
  return { added: true, line: { ...product, qty: 1, weight } };
}
