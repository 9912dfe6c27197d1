import type { StorefrontQuote, StorefrontQuoteBody } from '@comanda/domain/storefront/storefront-checkout';
import type { CommandDeps } from '../../../lib/commands/command-deps';
import { dryRun } from '../../../lib/unit-of-work';
import type { BusinessRow } from '../../../plugins/tenancy';
import { placeOrder } from '../../orders/orders.api';
import { checkStorefrontType, storefrontActor } from '../commands/place-storefront-order';
import { checkLoyaltyGrant } from './loyalty-codes';

/*
 * POST v1/storefront/{ref}/quote (issue 33): the server's totals for a cart before it is sent. The
 * cart is placed by the orders' own command, as the order will be, in a transaction that is always
 * rolled back (dryRun): one pricing path, so the preview cannot drift from the order, and every
 * refusal (a coupon unknown, expired or used up, "Não entregamos neste bairro", the minimum order) is
 * the one the order would meet. What only the order checks (name, address, payment, open now) is not
 * asked here; stand-ins fill the delivery's details so the placement's rule on them passes.
 */

/** Stands in for a detail the checkout may not have yet; a blank or invalid phone links no customer. */
const NOT_YET = '-';

export async function quoteStorefrontOrder(deps: CommandDeps, business: BusinessRow, body: StorefrontQuoteBody): Promise<StorefrontQuote> {
  checkStorefrontType(deps, business, body.order_type_id);
  const { loyalty_token: token, customer_whatsapp: phone, ...cart } = body;
  if (cart.points || cart.cashback) await checkLoyaltyGrant(deps.db, business, phone, token, deps.clock.now(), deps.lang);
  const { order } = await dryRun(deps.db, () =>
    placeOrder(deps, storefrontActor(business), {
      ...cart,
      customer_name: NOT_YET,
      customer_whatsapp: phone ?? NOT_YET,
      address_street: NOT_YET,
      address_number: NOT_YET,
      status: 'pending',
      discount: 0,
    }),
  );
  return {
    subtotal: order.subtotal,
    delivery_fee: order.delivery_fee,
    coupon_code: order.coupon_code,
    coupon_discount: order.coupon_discount,
    points_redeemed: order.points_redeemed,
    loyalty_discount: order.loyalty_discount,
    cashback_discount: order.cashback_discount,
    discount: order.discount,
    total: order.total,
  };
}
