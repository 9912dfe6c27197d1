import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ProductImportBodySchema, ProductResourceSchema } from '@comanda/domain/menu/product';
import { errorResponses } from '../../../lib/error-responses';
import { inTransaction } from '../../../lib/unit-of-work';
import { requireCategory } from '../menu-access';
import { asNewProduct, clockOf, toProductResource } from '../products/product-resource';
import { importProducts } from '../products/products.repository';
import { accessOf, businessAccess } from '../../../plugins/route-access';
import { many } from '@comanda/domain/wire/envelopes';

// POST v1/products/import: the drafts read from a menu photo (POST …/ocr/process), reviewed by the
// owner, created together: all of them or, on any error, none.

export async function productImportRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/products/import',
    {
      config: { access: businessAccess('manage_menu') },
      schema: {
        tags: ['products'],
        summary: 'Create reviewed products in one category, in the order sent, in one transaction',
        body: ProductImportBodySchema,
        response: { 201: many(ProductResourceSchema), ...errorResponses(400, 401, 403, 404, 422) },
      },
    },
    async (request, reply) => {
      const { business } = accessOf(request);
      await requireCategory(app.db, business.id, request.body.category_id, request.lang);
      const rows = await inTransaction(app.db, (tx) => importProducts(tx, business.id, request.body));
      const clock = clockOf(business);
      return reply.status(201).send({ data: rows.map((row) => toProductResource(asNewProduct(row), clock)) });
    },
  );
}
