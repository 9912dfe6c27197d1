import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { OrderPixSchema } from '@comanda/domain/payments/order-pix';
import { PathIdSchema } from '@comanda/domain/validation/row-id';
import { one } from '@comanda/domain/wire/envelopes';
import { errorResponses } from '../../../lib/error-responses';
import { currentDb } from '../../../lib/unit-of-work';
import { accessOf, businessAccess } from '../../../plugins/route-access';
import { requireOrder } from '../../orders/orders.api';
import { chargeOrderByPix } from './dynamic-pix';

// POST v1/gerencianet/{id}/pix (spec §7; issue 34): charge an order by Pix from the back office — the
// PDV's table or counter bill, an order's detail. A dynamic charge at the restaurant's Efí account
// when connected (the order turns paid, and a table's bill closes, when Efí's webhook arrives); the
// static code otherwise (the cashier confirms "recebido"). `kind` tells the screen which it is.

export async function dynamicPixRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/gerencianet/:id/pix',
    {
      config: { access: businessAccess(['manage_orders', 'use_pdv']) },
      schema: {
        tags: ['payments'],
        summary: "Charge the order by Pix: Efí's dynamic charge (its code, QR and expiry) when connected, the static code otherwise; the same charge when asked again. 409 when paid, canceled or nothing to pay; 502 when Efí refuses",
        params: z.strictObject({ id: PathIdSchema }),
        response: { 200: one(OrderPixSchema), ...errorResponses(401, 403, 404, 409, 422, 502) },
      },
    },
    async (request, reply) => {
      const { business } = accessOf(request);
      const db = currentDb(app.db);
      const order = await requireOrder(db, business.id, request.params.id, request.lang);
      reply.header('cache-control', 'no-store');
      return { data: await chargeOrderByPix({ db, config: app.config, now: new Date() }, business, order, request.lang) };
    },
  );
}
