import { and, eq, gt, sql } from 'drizzle-orm';
import { needsFreeConfirmation, type OfferState } from '@comanda/domain/menu/free-product';
import { promotionPriceProblem } from '@comanda/domain/promotions/promotion';
import type { Lang } from '@comanda/domain/validation/lang';
import type { Queryable } from '../../../db/client';
import { productPromotions, productVariations, variationItems } from '../../../db/schema/index';
import { fieldError } from '../../../lib/app-error';
import { msg } from '../../../lib/messages';
import { toPromotionRule } from '../promotions/promotions.repository';

/*
 * Writes of a product that would give food away (issue 13, decision 0009): offering a product that
 * costs nothing needs `confirm_free: true`, and a new price may not let one of its promotions take
 * the whole of it. The rules are the domain's; this file reads what they need.
 */

/** Whether one of the product's options adds a price (then the product is not free at R$ 0,00). */
export async function hasPricedOption(db: Queryable, businessId: number, productId: number): Promise<boolean> {
  const [row] = await db
    .select({ found: sql<number>`1` })
    .from(variationItems)
    .innerJoin(productVariations, eq(variationItems.variationId, productVariations.id))
    .where(and(eq(productVariations.productId, productId), eq(productVariations.businessId, businessId), gt(variationItems.amount, 0)))
    .limit(1);
  return row !== undefined;
}

/** 422 on `confirm_free` when the write would start offering a product that costs nothing, unconfirmed. */
export function requireFreeConfirmed(
  change: { before: OfferState | null; after: OfferState; hasPricedOption: boolean; confirmed: boolean | undefined },
  lang: Lang,
): void {
  if (change.confirmed === true) return;
  if (needsFreeConfirmation(change.before, change.after, change.hasPricedOption)) {
    throw fieldError('confirm_free', msg(lang, 'free_product_unconfirmed'));
  }
}

/**
 * 422 on `amount` when the product's new price would let one of its promotions (switched on or off:
 * off ones may be switched on later) take all of it. A price of zero is left to the free-product rule.
 */
export async function requirePromotionsLeavePrice(db: Queryable, businessId: number, productId: number, amount: number, lang: Lang): Promise<void> {
  if (amount <= 0) return;
  const rows = await db
    .select()
    .from(productPromotions)
    .where(and(eq(productPromotions.businessId, businessId), eq(productPromotions.productId, productId)));
  if (rows.some((row) => promotionPriceProblem(amount, toPromotionRule(row)) !== null)) {
    throw fieldError('amount', msg(lang, 'price_under_promotion'));
  }
}
