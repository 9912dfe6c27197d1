import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { QuoteBodySchema, QuoteResourceSchema } from '@comanda/domain/menu/product-quote';
import { errorResponses } from '../../../lib/error-responses';
import { requireProduct } from '../menu-access';
import { PathIdSchema } from '@comanda/domain/validation/row-id';
import { listPromotions } from '../promotions/promotions.repository';
import { quoteLine } from './quote.service';
import { listVariations } from '../variations/variations.repository';
import { accessOf, businessAccess } from '../../../plugins/route-access';
import { one } from '@comanda/domain/wire/envelopes';

// POST v1/products/{id}/quote (menu contract "Quote").

const params = z.strictObject({ id: PathIdSchema });

export async function quoteRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/products/:id/quote',
    {
      config: { access: businessAccess('manage_menu') },
      schema: {
        tags: ['products'],
        summary: 'Price one order line of the product: promotion, chosen options, quantity or weight',
        params,
        body: QuoteBodySchema,
        response: { 200: one(QuoteResourceSchema), ...errorResponses(400, 401, 403, 404, 422) },
      },
    },
    async (request) => {
      const { business } = accessOf(request);
      const product = await requireProduct(app.db, business.id, request.params.id, request.lang);
      const [promotions, groups] = await Promise.all([listPromotions(app.db, business.id, product.id), listVariations(app.db, business.id, product.id)]);
      const data = quoteLine({ product, promotions, groups, body: request.body, now: new Date(), timeZone: business.timezone, lang: request.lang });
      return { data };
    },
  );
}
