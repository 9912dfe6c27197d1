import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CreateOrderBodySchema, OrderDetailsBodySchema, OrderResourceSchema, UpdateOrderBodySchema } from '@comanda/domain/orders/order-resource';
import { PathIdSchema } from '@comanda/domain/validation/row-id';
import { one } from '@comanda/domain/wire/envelopes';
import { errorResponses } from '../../lib/error-responses';
import { currentDb } from '../../lib/unit-of-work';
import { accessOf, businessAccess } from '../../plugins/route-access';
import { placementContext } from './commands/place-order';
import { replaceOrderLines } from './commands/replace-order-lines';
import { updateOrderDetails } from './commands/update-order-details';
import { requestDeps, staffActor } from '../../lib/commands/request-command';
import { orderResource, requireOrder } from './orders.repository';
import { submitOrder } from './submit-order';

// POST v1/orders, GET/PUT v1/orders/{id}, PUT v1/orders/{id}/details (issue 15, decision 0026).
// Every amount is the server's: the body names products, options, quantities and weights only.

const tags = ['orders'];
const params = z.strictObject({ id: PathIdSchema });
const single = one(OrderResourceSchema);
/** Placing an order is the PDV's: use_pdv, on a plan with the PDV. */
export const placeAccess = () => businessAccess('use_pdv', { feature: 'pdv' });

export async function ordersRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app;

  r.post(
    '/orders',
    {
      // A retried or double-sent order is placed once (Idempotency-Key, decision 0014).
      // 'handler': new orders claim their keys in batches; the others through runIdempotent.
      config: { access: placeAccess(), idempotent: 'handler' },
      schema: {
        tags,
        summary:
          'Place an order, or append its products to an open one (order_id, or the open order of table_id); priced by the server (Idempotency-Key: a retry answers the same order)',
        body: CreateOrderBodySchema,
        response: { 201: single, ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request, reply) => {
      const ctx = await placementContext(requestDeps(request), staffActor(request), request.body, accessOf(request).business);
      reply.code(201);
      return (await submitOrder(request, reply, ctx, request.body)).answer;
    },
  );

  r.get(
    '/orders/:id',
    {
      // The waiter sees their table's order (use_pdv); the manager every order (manage_orders).
      config: { access: businessAccess(['manage_orders', 'use_pdv']) },
      schema: {
        tags,
        summary: 'An order with its lines, payments and status history',
        params,
        response: { 200: single, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { business } = accessOf(request);
      const row = await requireOrder(currentDb(db), business.id, request.params.id, request.lang);
      return { data: await orderResource(currentDb(db), row) };
    },
  );

  r.put(
    '/orders/:id',
    {
      config: { access: placeAccess() },
      schema: {
        tags,
        summary: 'Replace the lines of an open order with the version last read (409 when it changed since); repriced by the server',
        params,
        body: UpdateOrderBodySchema,
        response: { 200: single, ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request) => {
      return { data: await replaceOrderLines(requestDeps(request), staffActor(request), { orderId: request.params.id, body: request.body }) };
    },
  );

  r.put(
    '/orders/:id/details',
    {
      config: { access: placeAccess() },
      schema: {
        tags,
        summary: "Customer and address of an open order; a delivery order's new bairro reprices its fee",
        params,
        body: OrderDetailsBodySchema,
        response: { 200: single, ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request) => {
      return { data: await updateOrderDetails(requestDeps(request), staffActor(request), { orderId: request.params.id, body: request.body }) };
    },
  );
}
