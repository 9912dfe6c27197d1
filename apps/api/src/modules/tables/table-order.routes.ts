import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, eq, notInArray } from 'drizzle-orm';
import { z } from 'zod';
import { CreateOrderBodySchema, OrderResourceSchema } from '@comanda/domain/orders/order-resource';
import { PathIdSchema } from '@comanda/domain/validation/row-id';
import { one } from '@comanda/domain/wire/envelopes';
import { diningTables, orders } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { errorResponses } from '../../lib/error-responses';
import { msg } from '../../lib/messages';
import { currentDb } from '../../lib/unit-of-work';
import { accessOf, businessAccess } from '../../plugins/route-access';
import { requestDeps, staffActor } from '../../lib/commands/request-command';
import { orderResource, placeAccess, placeOrder } from '../orders/orders.api';

// PUT v1/tables/{id}/open and GET v1/tables/{id}/order (issue 15, spec §8): a table's order, placed
// through the orders module's command.

const tags = ['tables'];
const params = z.strictObject({ id: PathIdSchema });
const single = one(OrderResourceSchema);
/** A free table's 404 carries `code: order_not_found` (spec §8), the PDV's cue to start an order. */
const noOrderSchema = z.object({ message: z.string(), code: z.literal('order_not_found').optional() });
/** The products that open the table; the table is the path's. */
export const OpenTableBodySchema = CreateOrderBodySchema.omit({ table_id: true, order_id: true });

export async function tableOrderRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app;

  r.put(
    '/tables/:id/open',
    {
      config: { access: placeAccess(), idempotent: true },
      schema: {
        tags,
        summary: 'Open the table with its first products (a table already open gets them appended to its order); Idempotency-Key',
        params,
        body: OpenTableBodySchema,
        response: { 201: single, ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request, reply) => {
      const body = { ...request.body, order_type_id: 3 as const, local_sub_type: 'mesa' as const, table_id: request.params.id };
      const placed = await placeOrder(requestDeps(request), staffActor(request), body);
      reply.code(201);
      return { data: placed.order };
    },
  );

  r.get(
    '/tables/:id/order',
    {
      config: { access: businessAccess(['manage_orders', 'use_pdv']) },
      schema: {
        tags,
        summary: "The table's open order; a free table answers 404 with code order_not_found (the PDV then starts one)",
        params,
        response: { 200: single, ...errorResponses(400, 401, 403), 404: noOrderSchema },
      },
    },
    async (request) => {
      const { business } = accessOf(request);
      const q = currentDb(db);
      const [table] = await q
        .select({ id: diningTables.id })
        .from(diningTables)
        .where(and(eq(diningTables.id, request.params.id), eq(diningTables.businessId, business.id)));
      if (!table) throw new AppError('not_found', msg(request.lang, 'table_not_found'));
      const [open] = await q
        .select()
        .from(orders)
        .where(and(eq(orders.businessId, business.id), eq(orders.tableId, table.id), notInArray(orders.status, ['finalized', 'canceled'])));
      if (!open) throw new AppError('order_not_found', msg(request.lang, 'order_not_found'));
      return { data: await orderResource(q, open) };
    },
  );
}
