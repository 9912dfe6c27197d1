import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PdvMenuSchema } from '@comanda/domain/pdv/pdv-menu';
import { PathIdSchema } from '@comanda/domain/validation/row-id';
import { many } from '@comanda/domain/wire/envelopes';
import { errorResponses } from '../../../lib/error-responses';
import { accessOf, businessAccess } from '../../../plugins/route-access';
import { readSellingMenu } from './selling-menu';

const params = z.object({ id: PathIdSchema });

/**
 * GET v1/businesses/{id}/pdv-menu: the point of sale's whole menu in three queries (categories,
 * products offered, option groups), whatever its size. Declared for use_pdv and the plan's pdv
 * feature: the waiter who sells has no manage_menu.
 */
export async function pdvMenuRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.db;

  r.get(
    '/businesses/:id/pdv-menu',
    {
      config: { access: businessAccess('use_pdv', { from: 'path', feature: 'pdv' }) },
      schema: {
        tags: ['pdv'],
        summary: 'The menu the PDV sells: active categories, their products offered now with prices computed now, and each product’s available option groups',
        params,
        response: { 200: many(PdvMenuSchema.element), ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => ({ data: await readSellingMenu(db, accessOf(request).business) }),
  );
}
