import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { OrderListQuerySchema } from '@comanda/domain/orders/order-list-query';
import { OrderResourceSchema, OrderSummarySchema } from '@comanda/domain/orders/order-resource';
import { many, page } from '@comanda/domain/wire/envelopes';
import { pageMeta } from '@comanda/domain/wire/pagination';
import { PathIdSchema } from '@comanda/domain/validation/row-id';
import { errorResponses } from '../../lib/error-responses';
import { requestNow } from '../../lib/request-clock';
import { accessOf, businessAccess } from '../../plugins/route-access';
import { kitchenOrders, listOrders, realTimeOrders } from './orders-list.repository';

// GET v1/businesses/{id}/orders and …/orders-real-time (spec §7 "Orders"; issue 15), and
// …/orders-kitchen (issue 16: the order manager's kitchen view).

const tags = ['orders'];
const businessIdParamsSchema = z.strictObject({ id: PathIdSchema });

export async function ordersListRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/businesses/:id/orders',
    {
      config: { access: businessAccess('manage_orders', { from: 'path' }) },
      schema: {
        tags,
        summary:
          "A page of the business's orders, newest first. Filters: status (repeated or comma-separated), order_type_id (none = every type), payment_status, from/to (the business's local dates, both included), search (order number, part of the customer's name without accents, or phone digits)",
        params: businessIdParamsSchema,
        querystring: OrderListQuerySchema,
        response: { 200: page(OrderSummarySchema), ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const { business } = accessOf(request);
      const query = request.query;
      const { data, total } = await listOrders(app.db, business.id, business.timezone, query);
      return { data, meta: pageMeta({ page: query.page, perPage: query.per_page, total }) };
    },
  );

  r.get(
    '/businesses/:id/orders-real-time',
    {
      config: { access: businessAccess('manage_orders', { from: 'path' }) },
      schema: {
        tags,
        summary: 'Every open order (neither finalized nor canceled) made in the last 24 hours, oldest first, for the order manager',
        params: businessIdParamsSchema,
        response: { 200: many(OrderSummarySchema), ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => ({ data: await realTimeOrders(app.db, accessOf(request).business.id, requestNow(request)) }),
  );
  r.get(
    '/businesses/:id/orders-kitchen',
    {
      config: { access: businessAccess('manage_orders', { from: 'path' }) },
      schema: {
        tags,
        summary:
          'The orders the kitchen works on (noted or processing, made in the last 24 hours) with their lines and history, the longest in the kitchen first; realtime order events keep the view current',
        params: businessIdParamsSchema,
        response: { 200: many(OrderResourceSchema), ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => ({ data: await kitchenOrders(app.db, accessOf(request).business.id, requestNow(request)) }),
  );
}
