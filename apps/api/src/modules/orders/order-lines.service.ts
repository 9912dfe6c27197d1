import { isOfferedAt } from '@comanda/domain/menu/product-schedule';
import { formatMoney } from '@comanda/domain/money/money';
import { firstLineOverLimit } from '@comanda/domain/orders/order-limits';
import type { OrderLineInput } from '@comanda/domain/orders/order-resource';
import type { Lang } from '@comanda/domain/validation/lang';
import type { Queryable, Tx } from '../../db/client';
import { orderLines, type OrderLineRow } from '../../db/schema/index';
import { fieldError } from '../../lib/app-error';
import { msg } from '../../lib/messages';
import { priceLine } from '../menu/menu.api';
import { loadPricingMenu, type PricingMenu } from '../menu/menu.api';

/*
 * The lines a request adds to an order, priced by the server (issue 15): each product must be of the
 * business, active and offered now by its schedule; its options and weight are checked and priced by
 * the quote's priceLine, and the line keeps a snapshot (names, prices) so menu edits never change it.
 */

export type NewOrderLine = Omit<OrderLineRow, 'id' | 'uuid' | 'orderId' | 'businessId' | 'addedBy' | 'createdAt'>;

interface PricingContext {
  businessId: number;
  timeZone: string;
  now: Date;
  lang: Lang;
}

/**
 * The lines priced from `menus` when given (a batch read them for all its orders at once), else read
 * here; refused when one passes the order's amount limits, counting the `onto` centavos the order
 * already holds (an append to a table's bill).
 */
export async function priceNewLines(
  q: Queryable,
  ctx: PricingContext,
  inputs: readonly OrderLineInput[],
  { menus, onto = 0 }: { menus?: PricingMenu; onto?: number } = {},
): Promise<NewOrderLine[]> {
  menus ??= await loadPricingMenu(q, ctx.businessId, inputs.map((line) => line.id));
  const lines = priceEach(ctx, inputs, menus);
  const breach = firstLineOverLimit(lines.map((line) => line.subtotal), onto);
  if (breach) {
    const key = breach.limit === 'line' ? 'order_line_too_large' : 'order_total_too_large';
    throw fieldError(`products.${breach.index}.qty`, msg(ctx.lang, key, { max: formatMoney(breach.max, ctx.lang) }));
  }
  return lines;
}

function priceEach(ctx: PricingContext, inputs: readonly OrderLineInput[], menus: PricingMenu): NewOrderLine[] {
  return inputs.map((input, index) => {
    const field = `products.${index}.`;
    const menu = menus.get(input.id);
    // Another business's product reads as missing (decision 0006).
    if (!menu) throw fieldError(`${field}id`, msg(ctx.lang, 'order_product_not_found'));
    const { product } = menu;
    if (!product.active) throw fieldError(`${field}id`, msg(ctx.lang, 'order_product_paused', { name: product.name }));
    if (!isOfferedAt(menu.schedules, ctx.now, ctx.timeZone)) {
      throw fieldError(`${field}id`, msg(ctx.lang, 'order_product_not_offered_now', { name: product.name }));
    }
    const priced = priceLine({
      product,
      promotions: menu.promotions,
      groups: menu.groups,
      body: { qty: input.qty, weight: input.weight ?? null, items: input.items },
      now: ctx.now,
      timeZone: ctx.timeZone,
      lang: ctx.lang,
      field,
    });
    return {
      productId: product.id,
      productName: product.name,
      amount: priced.quote.amount,
      promotionalPrice: priced.quote.promotional_price,
      activePromotion: priced.quote.active_promotion,
      isWeightBased: product.isWeightBased,
      weight: priced.weight,
      qty: priced.qty,
      comments: input.comments ?? null,
      options: priced.options,
      subtotal: priced.quote.subtotal,
    };
  });
}

/** Appends lines to an order (the caller holds the order's lock); existing lines are never touched. */
export async function insertLines(tx: Tx, order: { id: number; businessId: number }, lines: readonly NewOrderLine[], userId: number | null): Promise<OrderLineRow[]> {
  if (lines.length === 0) return [];
  return tx
    .insert(orderLines)
    .values(lines.map((line) => ({ ...line, orderId: order.id, businessId: order.businessId, addedBy: userId })))
    .returning();
}

export const sumSubtotals = (lines: readonly { subtotal: number }[]) => lines.reduce((sum, line) => sum + line.subtotal, 0);
