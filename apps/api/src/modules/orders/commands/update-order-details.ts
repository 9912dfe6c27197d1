import type { OrderDetailsBody, OrderResource } from '@comanda/domain/orders/order-resource';
import type { Actor } from '../../../lib/commands/actor';
import type { CommandDeps } from '../../../lib/commands/command-deps';
import { inTransaction } from '../../../lib/unit-of-work';
import { recordOrderEvent } from '../order-events';
import { orderResource } from '../orders.repository';
import { detailsOf, lockOpenOrder, withLineTerms } from '../place-order.service';
import { placementContext } from './place-order';

/** PUT v1/orders/{id}/details: customer and address of an open order; a delivery order's new bairro reprices its fee. */
export async function updateOrderDetails(deps: CommandDeps, actor: Actor, input: { orderId: number; body: OrderDetailsBody }): Promise<OrderResource> {
  // An existing order: never a customer's to change (placementContext refuses them an order_id).
  const ctx = await placementContext(deps, actor, { order_id: input.orderId });
  return inTransaction(deps.db, async (tx) => {
    const order = await lockOpenOrder(tx, ctx, input.orderId);
    const updated = await withLineTerms(tx, ctx, order, {
      ...detailsOf(input.body),
      ...(input.body.district_id !== undefined ? { districtId: input.body.district_id } : {}),
    });
    const resource = await orderResource(tx, updated);
    await recordOrderEvent(tx, ctx.business.id, 'order.updated', resource);
    return resource;
  });
}
