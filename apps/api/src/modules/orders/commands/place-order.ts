import type { CreateOrderBody } from '@comanda/domain/orders/order-resource';
import { REMOVE_SERVICE_CHARGE_PERMISSION } from '@comanda/domain/orders/service-charge';
import { AppError } from '../../../lib/app-error';
import { actorMay, type Actor } from '../../../lib/commands/actor';
import type { CommandDeps } from '../../../lib/commands/command-deps';
import { msg } from '../../../lib/messages';
import { actorBusiness } from '../../businesses/businesses.api';
import { currentDb } from '../../../lib/unit-of-work';
import type { BusinessRow } from '../../../plugins/tenancy';
import { placeInContext, type PlaceContext, type Placed } from '../place-order.service';

/*
 * POST v1/orders and PUT v1/tables/{id}/open (issue 15, decisions 0026 and 0044): place a new order
 * or append to an open one, for any actor. What the actor may do with the body (a discount by hand,
 * the service charge off) is decided here, whoever calls; a customer only ever starts a new order.
 */

/**
 * The terms a placement by `actor` is checked under; refuses a discount the actor may not give.
 * `business`: the actor's business when the caller holds it already (a route's, kept current by the
 * process's caches); read otherwise.
 */
export async function placementContext(
  deps: CommandDeps,
  actor: Actor,
  body: Partial<Pick<CreateOrderBody, 'discount' | 'order_id' | 'table_id'>>,
  known?: BusinessRow,
): Promise<PlaceContext> {
  const { lang } = deps;
  if (actor.kind === 'customer' && (body.order_id != null || body.table_id != null)) throw new AppError('forbidden', msg(lang, 'forbidden'));
  const mayDiscount = await actorMay(actor, 'give_discounts');
  // A discount by hand needs give_discounts (issue 19); points, coupons and cashback do not.
  if (body.discount && !mayDiscount) throw new AppError('forbidden', msg(lang, 'discount_not_allowed'));
  const business = known?.id === actor.businessId ? known : await actorBusiness(currentDb(deps.db), actor.businessId, lang);
  const mayRemoveServiceCharge = await actorMay(actor, REMOVE_SERVICE_CHARGE_PERMISSION);
  return { business, actor, lang, now: deps.clock.now(), mayDiscount, mayRemoveServiceCharge };
}

export async function placeOrder(deps: CommandDeps, actor: Actor, body: CreateOrderBody): Promise<Placed> {
  return placeInContext(deps.db, await placementContext(deps, actor, body), body);
}
