import { lineSubtotal } from '../totals/subtotal';
import type { OrderProductInput } from '../totals/order-product';
import { selectOptions } from './product-options';
import type { VariationResource } from './variation';

/*
 * The "a partir de" price of a product whose required options make its price (issue 31): "Pizza
 * meio a meio" costs R$ 0,00 on its own and at least its cheapest valid pair of flavours once made.
 */

type Group = Pick<VariationResource, 'id' | 'is_required' | 'min' | 'max' | 'is_highest_price' | 'is_average_calc' | 'available' | 'items'>;

type Product = Pick<OrderProductInput, 'id' | 'amount' | 'promotional_price' | 'active_promotion' | 'is_weight_based'> & {
  variations: readonly Group[];
};

/**
 * The price of one unit (one kg when sold by weight) with the cheapest valid choice of options,
 * priced by the same selectOptions and lineSubtotal the PDV's quote uses; null when no option must be
 * chosen (the product's own price is its price) or no valid choice exists (too few available items).
 * In each group that must be chosen from, its fewest picks of distinct items (the PDV picks an item
 * once), the cheapest: under every pricing mode (sum, dearest, average) adding a pick or swapping for
 * a dearer item never lowers the price, since prices are not negative.
 */
export function startingPrice(product: Product): number | null {
  const selections: { item_id: number }[] = [];
  for (const group of product.variations) {
    if (!group.available) continue;
    const need = Math.max(group.min, group.is_required ? 1 : 0);
    if (need === 0) continue;
    const cheapest = group.items.filter((item) => item.available).sort((a, b) => a.amount - b.amount).slice(0, need);
    if (cheapest.length < need) return null;
    selections.push(...cheapest.map((item) => ({ item_id: item.id })));
  }
  if (selections.length === 0) return null;
  const checked = selectOptions(product.variations, selections);
  if (!checked.ok) return null;
  return lineSubtotal({ ...product, qty: 1, weight: product.is_weight_based ? 1 : null, items: checked.options });
}
