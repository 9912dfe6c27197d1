import { eq } from 'drizzle-orm';
import { ORDER_TYPES, orderTypeById } from '@comanda/domain/orders/order-type';
import type { CreateOrderBody } from '@comanda/domain/orders/order-resource';
import type { StorefrontOrderBody } from '@comanda/domain/storefront/storefront';
import { orders } from '../../../db/schema/index';
import { AppError, fieldError } from '../../../lib/app-error';
import type { CustomerActor } from '../../../lib/commands/actor';
import type { CommandDeps } from '../../../lib/commands/command-deps';
import { msg } from '../../../lib/messages';
import { inTransaction } from '../../../lib/unit-of-work';
import type { BusinessRow } from '../../../plugins/tenancy';
import { recordStorefrontConsent } from '../../customers/customers.api';
import { openingText } from '../opening-text';
import { storefrontOpening, storefrontPaymentMethods } from '../storefront-menu';

/*
 * POST v1/storefront/{ref}/orders (issue 33): a customer's order from the public menu, placed as the
 * PDV's are, by the orders' placement with a customer actor (decision 0044): priced, checked and
 * numbered the same way, and written with the business's other new orders of the moment
 * (orders/submit-order.ts). It arrives `pending` (noted at once when the business accepts
 * automatically). The storefront adds its own doors, here: the owner takes orders here, the business
 * is open now, the payment is one accepted on receipt for that kind of order; and, once placed, the
 * customer's opt-in to promotions.
 */

/** The order a storefront checkout places, once it passed the storefront's doors (409/422 otherwise). */
export function storefrontOrder(deps: CommandDeps, business: BusinessRow, body: StorefrontOrderBody): CreateOrderBody {
  const { lang } = deps;
  if (!business.isCheckoutEnabled) throw new AppError('conflict', msg(lang, 'storefront_not_taking_orders'));
  const opening = storefrontOpening(business, deps.clock.now());
  // Refused with when it opens, and the owner's note for closed days when there is one.
  if (!opening.is_open) throw new AppError('conflict', [openingText(opening, lang), business.closedMessage].filter(Boolean).join(' '));
  const type = orderTypeById(body.order_type_id)!;
  const typeLabel = ORDER_TYPES[type].label[lang].toLowerCase();
  const methods = storefrontPaymentMethods(business, type);
  if (methods.length === 0) throw fieldError('order_type_id', msg(lang, 'storefront_type_not_offered', { type: typeLabel }));
  if (body.payment_type == null || !methods.includes(body.payment_type)) throw fieldError('payment_type', msg(lang, 'storefront_payment_not_accepted', { type: typeLabel }));

  const { marketing_consent: _consent, website: _honeypot, ...order } = body;
  return { ...order, status: 'pending', discount: 0 };
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
