import { and, eq } from 'drizzle-orm';
import { rewardDiscount, rewardReady } from '@comanda/domain/loyalty/stamp-card';
import type { Tx } from '../../db/client';
import { orderLines, orders, products, type OrderRow } from '../../db/schema/index';
import { AppError, fieldError } from '../../lib/app-error';
import { lockLedger, orderRedemption, redeemFromLedger, stampCardOf, stampCardTerms } from './loyalty-ledger';
import { msg } from '../../lib/messages';
import { refreshOrderTotals } from '../orders/orders.api';
import type { SpendContext } from './spend-points';

/**
 * Uses the customer's full stamp card on the (locked, open) order (issue 18): once per order, when
 * the card holds the stamps required (under the customer's ledger lock), its reward taken off: an
 * amount, a share, or one unit of the reward product, which must be in the order. The card starts over.
 */
export async function spendStampReward(tx: Tx, ctx: SpendContext, order: OrderRow): Promise<OrderRow> {
  const { business, lang } = ctx;
  if (order.customerId === null) throw fieldError('customer_whatsapp', msg(lang, 'loyalty_no_customer'));
  const card = await stampCardOf(tx, business.id);
  if (!card?.isActive) throw fieldError('stamp_reward', msg(lang, 'stamp_card_none'));
  if (await orderRedemption(tx, order.id, 'stamps')) throw new AppError('conflict', msg(lang, 'stamp_card_already_used'));
  const { balance } = await lockLedger(tx, { id: order.customerId, businessId: business.id }, ctx.now, 'stamps');
  const terms = stampCardTerms(card);
  if (!rewardReady(terms, balance)) throw fieldError('stamp_reward', msg(lang, 'stamp_card_not_full', { stamps: balance, required: card.ordersRequired }));
  let unitPrice: number | null = null;
  if (card.rewardType === 'product' && card.rewardProductId !== null) {
    const lines = await tx.select({ qty: orderLines.qty, subtotal: orderLines.subtotal }).from(orderLines).where(and(eq(orderLines.orderId, order.id), eq(orderLines.productId, card.rewardProductId)));
    unitPrice = lines.length === 0 ? null : Math.min(...lines.map((l) => Math.round(l.subtotal / l.qty)));
    if (unitPrice === null) {
      const [product] = await tx.select({ name: products.name }).from(products).where(eq(products.id, card.rewardProductId));
      throw fieldError('stamp_reward', msg(lang, 'stamp_card_product_missing', { product: product?.name ?? '' }));
    }
  }
  const discount = rewardDiscount(terms, order.subtotal, unitPrice);
  await redeemFromLedger(tx, order, 'stamps', card.ordersRequired, ctx.userId, ctx.now);
  const [withReward] = await tx.update(orders).set({ stampRewardDiscount: discount }).where(and(eq(orders.id, order.id), eq(orders.businessId, business.id))).returning();
  return refreshOrderTotals(tx, withReward!, business);
}
