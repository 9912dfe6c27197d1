import { productPricing } from '@comanda/domain/menu/product-pricing';
import { selectOptions, type OptionProblem } from '@comanda/domain/menu/product-options';
import type { QuoteBody, QuoteResource } from '@comanda/domain/menu/product-quote';
import { lineSubtotal } from '@comanda/domain/totals/subtotal';
import { toOrderLine } from '@comanda/domain/totals/order-line';
import { renderMessage } from '@comanda/domain/validation/messages';
import type { Lang } from '@comanda/domain/validation/lang';
import { AppError, fieldError } from '../../../lib/app-error';
import { msg } from '../../../lib/messages';
import type { ProductRow } from '../menu-access';
import { toPromotionRule, type PromotionRow } from '../promotions/promotions.repository';
import { toVariationResource, type VariationWithItems } from '../variations/variations.repository';

/*
 * The server's price of one order line (DESIGN.md "Server is the authority"): the product's price
 * under its running promotion, the chosen options checked against its groups, and the spec §9
 * subtotal, all by the domain's rules so that the order totals agree with what the quote said.
 */

export interface QuoteInput {
  product: ProductRow;
  promotions: readonly PromotionRow[];
  groups: readonly VariationWithItems[];
  body: QuoteBody;
  now: Date;
  timeZone: string;
  lang: Lang;
}

export function quoteLine({ product, promotions, groups, body, now, timeZone, lang }: QuoteInput): QuoteResource {
  const selection = selectOptions(groups.map(toVariationResource), body.items);
  if (!selection.ok) throw optionsError(selection.problems, groups, lang);

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
  if (!shaped.added) throw fieldError('weight', shaped.message);

  return {
    amount: product.amount,
    promotional_price: pricing.promotional_price,
    active_promotion: pricing.active_promotion,
    options: selection.options,
    subtotal: lineSubtotal(shaped.line),
  };
}

/** One 422 on `items` listing every problem, in the caller's language, naming groups and options. */
function optionsError(problems: readonly OptionProblem[], groups: readonly VariationWithItems[], lang: Lang): AppError {
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
  return new AppError('validation', message, { items: unique });
}
