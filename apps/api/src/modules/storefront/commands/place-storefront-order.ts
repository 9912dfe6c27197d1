import { eq } from 'drizzle-orm';
import { ORDER_TYPES, orderTypeById, type OrderType } from '@comanda/domain/orders/order-type';
import type { CreateOrderBody } from '@comanda/domain/orders/order-resource';
import type { StorefrontOrderBody } from '@comanda/domain/storefront/storefront';
import { orders } from '../../../db/schema/index';
import { AppError, fieldError } from '../../../lib/app-error';
import type { CustomerActor } from '../../../lib/commands/actor';
import type { CommandDeps } from '../../../lib/commands/command-deps';
import { msg } from '../../../lib/messages';
import { currentDb, inTransaction } from '../../../lib/unit-of-work';
import type { BusinessRow } from '../../../plugins/tenancy';
import { recordStorefrontConsent } from '../../customers/customers.api';
import { checkLoyaltyGrant } from '../checkout/loyalty-codes';
import { openingText } from '../opening-text';
import { storefrontOpening, storefrontPaymentMethods, storefrontSlots } from '../storefront-menu';
import { isScheduleSlot } from '@comanda/domain/storefront/schedule-slots';

/*
 * POST v1/storefront/{ref}/orders (issue 33): a customer's order from the public menu, placed as the
 * PDV's are, by the orders' placement with a customer actor (decision 0044): priced, checked and
 * numbered the same way, and written with the business's other new orders of the moment
 * (orders/submit-order.ts). It arrives `pending` (noted at once when the business accepts
 * automatically). The storefront adds its own doors, here: the owner takes orders here, the business
 * is open now, the payment is one accepted on receipt for that kind of order, points or cashback only
 * with the grant the customer's one-time code opened (storefrontLoyalty); and, once placed, the
 * customer's opt-in to promotions.
 */

/** The order a storefront checkout places, once it passed the storefront's doors (409/422 otherwise). */
export function storefrontOrder(deps: CommandDeps, business: BusinessRow, body: StorefrontOrderBody): CreateOrderBody {
  const { lang } = deps;
  if (!business.isCheckoutEnabled) throw new AppError('conflict', msg(lang, 'storefront_not_taking_orders'));
  checkStorefrontSlot(deps, business, body.scheduled_for);
  const type = checkStorefrontType(deps, business, body.order_type_id);
  const typeLabel = ORDER_TYPES[type].label[lang].toLowerCase();
  const methods = storefrontPaymentMethods(business, type);
  if (body.payment_type == null || !methods.includes(body.payment_type)) throw fieldError('payment_type', msg(lang, 'storefront_payment_not_accepted', { type: typeLabel }));

  const { marketing_consent: _consent, website: _honeypot, page_ms: _pageMs, loyalty_token: _token, scheduled_for: _slot, ...order } = body;
  return { ...order, status: 'pending', discount: 0 };
}

/**
 * Open now, or a slot offered now (decision 0047). Closed without one: 422 with when it opens, the
 * owner's note for closed days when there is one, and that a slot may be chosen when it may.
 */
export function checkStorefrontSlot(deps: CommandDeps, business: BusinessRow, scheduledFor: string | undefined): void {
  const { lang } = deps;
  const now = deps.clock.now();
  if (scheduledFor !== undefined) {
    if (!business.scheduledOrders) throw fieldError('scheduled_for', msg(lang, 'storefront_schedule_off'));
    if (!isScheduleSlot(storefrontSlots(business, now), new Date(scheduledFor))) throw fieldError('scheduled_for', msg(lang, 'storefront_slot_invalid'));
    return;
  }
  const opening = storefrontOpening(business, now);
  if (opening.is_open) return;
  const text = [openingText(opening, lang), business.closedMessage, business.scheduledOrders ? msg(lang, 'storefront_schedule_hint') : null].filter(Boolean).join(' ');
  throw new AppError('validation', text, { scheduled_for: [text] });
}

/** The doors an order and its quote share: the owner takes orders here, and offers this kind (delivery or pickup). */
export function checkStorefrontType(deps: Pick<CommandDeps, 'lang'>, business: BusinessRow, orderTypeId: number): OrderType {
  const { lang } = deps;
  if (!business.isCheckoutEnabled) throw new AppError('conflict', msg(lang, 'storefront_not_taking_orders'));
  const type = orderTypeById(orderTypeId)!;
  if (storefrontPaymentMethods(business, type).length === 0) {
    throw fieldError('order_type_id', msg(lang, 'storefront_type_not_offered', { type: ORDER_TYPES[type].label[lang].toLowerCase() }));
  }
  return type;
}

/** An order spending points or cashback presents the grant its customer's one-time code opened, for this phone (422 otherwise). */
export async function checkStorefrontLoyalty(deps: CommandDeps, business: BusinessRow, body: Pick<StorefrontOrderBody, 'points' | 'cashback' | 'loyalty_token' | 'customer_whatsapp'>): Promise<void> {
  if (!body.points && !body.cashback) return;
  await checkLoyaltyGrant(currentDb(deps.db), business, body.customer_whatsapp, body.loyalty_token, deps.clock.now(), deps.lang);
}

/** Who places a storefront order: a customer of the business, not yet known by id (the order finds them by phone). */
export const storefrontActor = (business: BusinessRow): CustomerActor => ({ kind: 'customer', businessId: business.id, customerId: null });

/** The customer's opt-in to promotions, kept once their order is placed (the order found or made their record). */
export async function recordStorefrontOptIn(deps: CommandDeps, business: BusinessRow, orderId: number): Promise<void> {
  await inTransaction(deps.db, async (tx) => {
    const [row] = await tx.select({ customerId: orders.customerId }).from(orders).where(eq(orders.id, orderId));
    if (row?.customerId) await recordStorefrontConsent(tx, business.id, row.customerId, deps.clock.now());
  });
}
