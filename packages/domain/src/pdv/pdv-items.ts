import type { Lang } from '../validation/lang';
import { toOrderLine } from '../totals/order-line';
import type { OrderProductInput } from '../totals/order-product';
import type { PdvState } from './pdv-state';

export type AddItemResult =
  | { added: true; state: PdvState }
  | { added: false; state: PdvState; reason: 'min_weight_not_reached'; message: string };

/**
 * Adds a product to the cart by the rules of spec §5: a weight item below its minimum weight is not
 * added ('O peso mínimo deve ser maior ou igual a {min} kg'); it goes with quantity 1 and its weight, others with a
 * quantity and no weight.
 */
export function addItem(state: PdvState, product: OrderProductInput, lang: Lang = 'pt'): AddItemResult {
  const result = toOrderLine(product, lang);
  if (!result.added) return { added: false, state, reason: result.reason, message: result.message };
  return { added: true, state: { ...state, items: [...state.items, result.line] } };
}

/** Removes the item at `index` (items of the same product may differ in options or weight). */
export function removeItem(state: PdvState, index: number): PdvState {
  return { ...state, items: state.items.filter((_, i) => i !== index) };
}

/** Sets a non-weight item's quantity; 0 or less removes it. Weight items keep quantity 1. */
export function setItemQuantity(state: PdvState, index: number, qty: number): PdvState {
  const item = state.items[index];
  if (!item || item.is_weight_based) return state;
  if (qty < 1) return removeItem(state, index);
  return { ...state, items: state.items.map((line, i) => (i === index ? { ...line, qty: Math.trunc(qty) } : line)) };
}

export type TableCall = 'open_table' | 'update_table';

/**
 * The calls that store a local order after an item is added (spec §4): a free table is opened
 * with the items, any other table is updated; the order is stored after either.
 */
export function tableCallsOnAdd(table: { status: string }): [TableCall, 'store_order'] {
  return [table.status === 'free' ? 'open_table' : 'update_table', 'store_order'];
}
