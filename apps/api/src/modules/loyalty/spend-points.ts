import { and, eq } from 'drizzle-orm';
import { pointsValue } from '@comanda/domain/loyalty/ledger';
import { formatCentavos } from '@comanda/domain/money/money';
import type { Lang } from '@comanda/domain/validation/lang';
import type { Tx } from '../../db/client';
import { orders, type OrderRow } from '../../db/schema/index';
import { AppError, fieldError } from '../../lib/app-error';
import { lockLedger, loyaltyProgramOf, orderRedemption, redeemFromLedger } from './loyalty-ledger';
import { msg } from '../../lib/messages';
import type { BusinessRow } from '../../plugins/tenancy';
import { refreshOrderTotals } from '../orders/orders.api';

export interface SpendContext {
  business: BusinessRow;
  /** Who spends: staff; null for a customer at the storefront or the system. */
  userId: number | null;
  lang: Lang;
  now: Date;
}

/**
 * Spends `points` of the order's customer as a discount on the (locked, open) order: once per order,
 * within the balance (under the customer's ledger lock), and never worth more than the order. Answers
 * the order repriced.
 */
export async function spendPoints(tx: Tx, ctx: SpendContext, order: OrderRow, points: number): Promise<OrderRow> {
  const { business, lang } = ctx;
  if (order.customerId === null) throw fieldError('customer_whatsapp', msg(lang, 'loyalty_no_customer'));
  const program = await loyaltyProgramOf(tx, business.id);
  if (!program.active) throw fieldError('points', msg(lang, 'loyalty_inactive'));
  if (await orderRedemption(tx, order.id)) throw new AppError('conflict', msg(lang, 'loyalty_already_redeemed'));
  const { balance } = await lockLedger(tx, { id: order.customerId, businessId: business.id }, ctx.now);
  if (points > balance) throw fieldError('points', msg(lang, 'loyalty_not_enough', { balance }));
  const value = pointsValue(points, program.pointValue);
  if (value > order.total) {
    throw fieldError('points', msg(lang, 'loyalty_more_than_order', { value: formatCentavos(value, lang === 'pt' ? 'pt-BR' : 'en-US', business.currency) }));
  }
  await redeemFromLedger(tx, order, 'points', points, ctx.userId, ctx.now);
  const [withPoints] = await tx.update(orders).set({ pointsRedeemed: points, loyaltyDiscount: value }).where(and(eq(orders.id, order.id), eq(orders.businessId, business.id))).returning();
  return refreshOrderTotals(tx, withPoints!, business);
}

/** Spends `amount` centavos of the customer's cashback on the (locked, open) order, as spendPoints does points. */
export async function spendCashback(tx: Tx, ctx: SpendContext, order: OrderRow, amount: number): Promise<OrderRow> {
  const { business, lang } = ctx;
  const money = (centavos: number) => formatCentavos(centavos, lang === 'pt' ? 'pt-BR' : 'en-US', business.currency);
  if (order.customerId === null) throw fieldError('customer_whatsapp', msg(lang, 'loyalty_no_customer'));
  if (await orderRedemption(tx, order.id, 'cashback')) throw new AppError('conflict', msg(lang, 'cashback_already_used'));
  const { balance } = await lockLedger(tx, { id: order.customerId, businessId: business.id }, ctx.now, 'cashback');
  if (amount > balance) throw fieldError('cashback', msg(lang, 'cashback_not_enough', { balance: money(balance) }));
  if (amount > order.total) throw fieldError('cashback', msg(lang, 'cashback_more_than_order', { value: money(amount) }));
  await redeemFromLedger(tx, order, 'cashback', amount, ctx.userId, ctx.now);
  const [withCashback] = await tx.update(orders).set({ cashbackDiscount: amount }).where(and(eq(orders.id, order.id), eq(orders.businessId, business.id))).returning();
  return refreshOrderTotals(tx, withCashback!, business);
}
