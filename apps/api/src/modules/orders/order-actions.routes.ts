import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { STATUS_ACTION_SEGMENTS, type StatusActionSegment } from '@comanda/domain/orders/order-list-query';
import { CancelOrderBodySchema, OrderResourceSchema } from '@comanda/domain/orders/order-resource';
import { UndoStatusBodySchema } from '@comanda/domain/orders/status-undo';
import { PathIdSchema } from '@comanda/domain/validation/row-id';
import { one } from '@comanda/domain/wire/envelopes';
import { errorResponses } from '../../lib/error-responses';
import { requestDeps, staffActor } from '../../lib/commands/request-command';
import { businessAccess } from '../../plugins/route-access';
import { REMOVE_SERVICE_CHARGE_PERMISSION } from '@comanda/domain/orders/service-charge';
import { cancelOrder } from './commands/cancel-order';
import { markOrderPaid } from './commands/mark-order-paid';
import { moveOrder, undoOrderStatus } from './commands/move-order';
import { removeServiceCharge } from './commands/remove-service-charge';

// PUT v1/orders/{id}/… (spec §7 "Orders", §4 "Order actions"; issue 15): the status actions, cancel,
// paid and disable-service-charge-waiter. Each takes an Idempotency-Key (decision 0014) and answers
// the order as GET v1/orders/{id} does; acting twice is acting once (200, unchanged).

const params = z.strictObject({ id: PathIdSchema });
const single = one(OrderResourceSchema);
const tags = ['orders'];
const access = { access: businessAccess('manage_orders'), idempotent: true } as const;

export async function orderActionsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  for (const [segment, status] of Object.entries(STATUS_ACTION_SEGMENTS) as [StatusActionSegment, (typeof STATUS_ACTION_SEGMENTS)[StatusActionSegment]][]) {
    r.put(
      `/orders/:id/${segment}`,
      {
        config: access,
        schema: {
          tags,
          summary: `Move the order to ${status}, as the status table allows for its type (409 otherwise, naming both statuses); already ${status} answers 200 unchanged`,
          params,
          response: { 200: single, ...errorResponses(401, 403, 404, 409, 422) },
        },
      },
      async (request) => ({ data: await moveOrder(requestDeps(request), staffActor(request), { orderId: request.params.id, to: status }) }),
    );
  }

  r.put(
    '/orders/:id/undo-status',
    {
      config: access,
      schema: {
        tags,
        summary:
          "Recall the order's last move (the kitchen's \"Desfazer\"): only its author, within 10 seconds (and 5 of grace), between open statuses; `status` names the move recalled, so a later move by anyone else answers 409 instead",
        params,
        body: UndoStatusBodySchema,
        response: { 200: single, ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request) => ({ data: await undoOrderStatus(requestDeps(request), staffActor(request), { orderId: request.params.id, status: request.body.status }) }),
  );

  r.put(
    '/orders/:id/cancel',
    {
      config: { access: businessAccess('cancel_orders'), idempotent: true },
      schema: {
        tags,
        summary: 'Cancel an open order; the reason is required and kept in its status history (a finalized order answers 409)',
        params,
        body: CancelOrderBodySchema,
        response: { 200: single, ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request) => ({ data: await cancelOrder(requestDeps(request), staffActor(request), { orderId: request.params.id, reason: request.body.reason }) }),
  );

  r.put(
    '/orders/:id/paid',
    {
      config: access,
      schema: {
        tags,
        summary: 'Mark the order paid, whatever its status but canceled (409); already paid answers 200 unchanged',
        params,
        response: { 200: single, ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request) => ({ data: await markOrderPaid(requestDeps(request), staffActor(request), { orderId: request.params.id }) }),
  );

  r.put(
    '/orders/:id/disable-service-charge-waiter',
    {
      config: { access: businessAccess(REMOVE_SERVICE_CHARGE_PERMISSION), idempotent: true },
      schema: {
        tags,
        summary: "Remove the waiter's service charge from an open order and recompute its totals (a closed order answers 409)",
        params,
        response: { 200: single, ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request) => ({ data: await removeServiceCharge(requestDeps(request), staffActor(request), { orderId: request.params.id }) }),
  );
}
