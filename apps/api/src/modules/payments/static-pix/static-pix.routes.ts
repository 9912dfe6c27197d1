import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { OrderPixSchema, OrderUuidParamsSchema } from '@comanda/domain/payments/order-pix';
import { PathIdSchema } from '@comanda/domain/validation/row-id';
import { one } from '@comanda/domain/wire/envelopes';
import { errorResponses } from '../../../lib/error-responses';
import { currentDb } from '../../../lib/unit-of-work';
import { accessOf, businessAccess, publicAccess } from '../../../plugins/route-access';
import { requireOrder } from '../../orders/orders.api';
import { trackedOrderPix } from '../dynamic-pix/dynamic-pix';
import { orderPix } from './order-pix';

// The static Pix code of an order (issue 34), for a business with a Pix key and no provider: the
// cashier shows it at the counter or in the order's detail, the customer sees it on the tracking
// page; the restaurant then confirms "recebido" by hand (PUT v1/orders/{id}/paid, audited).

const tags = ['payments'];
const single = one(OrderPixSchema);

export async function staticPixRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app;

  r.get(
    '/orders/:id/pix',
    {
      // Whoever reads the order charges it: the waiter at the table (use_pdv), the manager (manage_orders).
      config: { access: businessAccess(['manage_orders', 'use_pdv']) },
      schema: {
        tags,
        summary: "The order's static Pix code (copia e cola, txid, amount, QR as SVG); 409 without a Pix key, or when the order is paid or canceled",
        params: z.strictObject({ id: PathIdSchema }),
        response: { 200: single, ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request, reply) => {
      const { business } = accessOf(request);
      const order = await requireOrder(currentDb(db), business.id, request.params.id, request.lang);
      reply.header('cache-control', 'no-store');
      return { data: await orderPix(business, order, request.lang) };
    },
  );

  r.get(
    '/storefront/orders/:uuid/pix',
    {
      config: { access: publicAccess() },
      schema: {
        tags,
        summary: "The Pix code of a customer's order for its tracking page (a dynamic charge at the restaurant's Efí account when connected, its static code otherwise): only while it is unpaid, not canceled, and to be paid by Pix (409 otherwise)",
        params: OrderUuidParamsSchema,
        response: { 200: single, ...errorResponses(404, 409, 422) },
      },
    },
    async (request, reply) => {
      const pix = await trackedOrderPix({ db: currentDb(db), config: app.config, now: new Date() }, request.params.uuid, request.lang);
      reply.header('cache-control', 'no-store');
      return { data: pix };
    },
  );
}
