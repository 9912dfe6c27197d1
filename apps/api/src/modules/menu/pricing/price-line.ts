import { productPricing } from '@comanda/domain/menu/product-pricing';
import { selectOptions, type OptionProblem } from '@comanda/domain/menu/product-options';
import type { QuoteBody, QuoteResource } from '@comanda/domain/menu/product-quote';
import type { OrderLineOptionSnapshot } from '@comanda/domain/orders/order-resource';
import { lineSubtotal } from '@comanda/domain/totals/subtotal';
import { toOrderLine } from '@comanda/domain/totals/order-line';
import { renderMessage } from '@comanda/domain/validation/messages';
import type { Lang } from '@comanda/domain/validation/lang';
import { AppError, fieldError } from '../../../lib/app-error';
import { msg } from '../../../lib/messages';
import { toPromotionRule, toVariationResource, type ProductRow, type PromotionRow, type VariationWithItems } from './menu-rows';

/*
 * The server's price of one order line (DESIGN.md "Server is the authority"): the product's price
 * under its running promotion, the chosen options checked against its groups, and the spec §9
 * subtotal, all by the domain's rules. The menu's quote answers it; an order stores it, with the
 * snapshot of names, so that the order totals agree with what the quote said.
 */

export interface QuoteInput {
  product: ProductRow;
  promotions: readonly PromotionRow[];
  groups: readonly VariationWithItems[];
  body: QuoteBody;
  now: Date;
  timeZone: string;
  lang: Lang;
  /** Prefix of the 422's field keys: 'products.2.' names the third line of an order. */
  field?: string;
}

/** A priced line and what the order keeps of it: the weight and qty it goes with, options with their names. */
export interface PricedLine {
  quote: QuoteResource;
  qty: number;
  weight: number | null;
  options: OrderLineOptionSnapshot[];
}

/** The one pricing of a line: the quote route answers its `quote`, an order stores all of it. */
export function priceLine({ product, promotions, groups, body, now, timeZone, lang, field = '' }: QuoteInput): PricedLine {
  const selection = selectOptions(groups.map(toVariationResource), body.items);
  if (!selection.ok) throw optionsError(selection.problems, groups, lang, `${field}items`);

  const pricing = productPricing(product.amount, promotions.map(toPromotionRule), now, timeZone);
  const shaped = toOrderLine(
    {
      id: product.id,
      amount: product.amount,
      ...pricing,
      is_weight_based: product.isWeightBased,
      min_weight: product.minWeight,
      weight: body.weight ?? null,
      qty: body.qty,
      items: selection.options,
    },
    lang,
  );
  if (!shaped.added) throw fieldError(`${field}weight`, shaped.message);

  const quote = {
    amount: product.amount,
    promotional_price: pricing.promotional_price,
    active_promotion: pricing.active_promotion,
    options: selection.options,
    subtotal: lineSubtotal(shaped.line),
  };
  return { quote, qty: shaped.line.qty ?? 1, weight: shaped.line.weight ?? null, options: selection.options.map((option) => snapshotOf(option, groups)) };
}

function snapshotOf(option: QuoteResource['options'][number], groups: readonly VariationWithItems[]): OrderLineOptionSnapshot {
  const group = groups.find((g) => g.items.some((item) => item.id === option.item_id));
  return {
    item_id: option.item_id,
    name: group?.items.find((item) => item.id === option.item_id)?.name ?? '',
    group_id: group?.id ?? null,
    group_name: group?.name ?? null,
    qty: option.qty,
    amount: option.amount,
    is_highest_price: option.is_highest_price,
    is_average_calc: option.is_average_calc,
    category_average_count: option.category_average_count ?? null,
  };
}

/** One 422 on `items` listing every problem, in the caller's language, naming groups and options. */
function optionsError(problems: readonly OptionProblem[], groups: readonly VariationWithItems[], lang: Lang, field: string): AppError {
  const groupName = (id: number) => groups.find((g) => g.id === id)?.name ?? '';
  const itemName = (id: number) => groups.flatMap((g) => g.items).find((item) => item.id === id)?.name ?? '';
  const texts = problems.map((problem) => {
    switch (problem.reason) {
      case 'too_few':
        return msg(lang, problem.min === 1 ? 'quote_too_few_one' : 'quote_too_few', { min: problem.min, group: groupName(problem.variation_id) });
      case 'too_many':
        return msg(lang, problem.max === 1 ? 'quote_too_many_one' : 'quote_too_many', { max: problem.max, group: groupName(problem.variation_id) });
      case 'item_unavailable':
        return msg(lang, 'quote_item_unavailable', { item: itemName(problem.item_id) });
      case 'unknown_item':
        return msg(lang, 'quote_unknown_item');
    }
  });
  const unique = [...new Set(texts)];
  const more = unique.length - 1;
  // The body's message is the first problem, Laravel style, as schema validation writes it.
  const message = more === 0 ? unique[0]! : `${unique[0]} ${renderMessage(more === 1 ? 'more_errors_one' : 'more_errors_other', lang, { count: more })}`;
  return new AppError('validation', message, { [field]: unique });
}
