import type { OrderProductOption } from '../totals/order-product';
import type { VariationResource } from './variation';

/*
 * Turning a customer's choices into the priced options of an order line (spec §3 Product.items),
 * checked against the product's groups. The totals (spec §9) then price them.
 */

export type OptionSelection = { item_id: number; qty?: number };

export type OptionProblem =
  | { reason: 'unknown_item'; item_id: number }
  | { reason: 'item_unavailable'; item_id: number }
  | { reason: 'too_few'; variation_id: number; min: number }
  | { reason: 'too_many'; variation_id: number; max: number };

export type SelectOptionsResult = { ok: true; options: OrderProductOption[] } | { ok: false; problems: OptionProblem[] };

type Group = Pick<
  VariationResource,
  'id' | 'is_required' | 'min' | 'max' | 'is_highest_price' | 'is_average_calc' | 'available' | 'items'
>;

/**
 * Checks the selections against the groups (items exist and are available; each group gets between
 * its min and max picks, counting quantities; a required group gets at least one) and gives the
 * priced options. In an average group, each chosen item is charged its price divided by the number
 * of items chosen in that group (docs/decisions/0008-average-priced-groups.md): two flavours of a
 * half-and-half pizza each cost half.
 */
export function selectOptions(groups: readonly Group[], selections: readonly OptionSelection[]): SelectOptionsResult {
  const problems: OptionProblem[] = [];
  const chosen = new Map<number, { group: Group; picks: { item: Group['items'][number]; qty: number }[] }>();
  for (const selection of selections) {
    const qty = Math.max(1, Math.trunc(selection.qty ?? 1));
    const group = groups.find((g) => g.items.some((item) => item.id === selection.item_id));
    const item = group?.items.find((i) => i.id === selection.item_id);
    if (!group || !item) {
      problems.push({ reason: 'unknown_item', item_id: selection.item_id });
      continue;
    }
    if (!group.available || !item.available) {
      problems.push({ reason: 'item_unavailable', item_id: item.id });
      continue;
    }
    const entry = chosen.get(group.id) ?? { group, picks: [] };
    entry.picks.push({ item, qty });
    chosen.set(group.id, entry);
  }
  for (const group of groups) {
    if (!group.available) continue;
    const count = (chosen.get(group.id)?.picks ?? []).reduce((sum, pick) => sum + pick.qty, 0);
    const min = Math.max(group.min, group.is_required ? 1 : 0);
    if (count < min) problems.push({ reason: 'too_few', variation_id: group.id, min });
    if (count > group.max) problems.push({ reason: 'too_many', variation_id: group.id, max: group.max });
  }
  if (problems.length > 0) return { ok: false, problems };

  const options: OrderProductOption[] = [];
  for (const { group, picks } of chosen.values()) {
    const count = picks.reduce((sum, pick) => sum + pick.qty, 0);
    for (const { item, qty } of picks) {
      options.push({
        item_id: item.id,
        qty,
        amount: item.amount,
        is_highest_price: group.is_highest_price,
        is_average_calc: group.is_average_calc,
        category_average_count: group.is_average_calc ? count : null,
      });
    }
  }
  return { ok: true, options };
}
