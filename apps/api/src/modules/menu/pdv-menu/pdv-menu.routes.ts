import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PdvMenuSchema, type PdvMenuCategory } from '@comanda/domain/pdv/pdv-menu';
import { PathIdSchema } from '@comanda/domain/validation/row-id';
import { many } from '@comanda/domain/wire/envelopes';
import { products } from '../../../db/schema/index';
import { errorResponses } from '../../../lib/error-responses';
import { accessOf, businessAccess } from '../../../plugins/route-access';
import { listCategories } from '../categories/categories.repository';
import { productFilterCondition } from '../products/product-filters';
import { clockOf, productWithExtrasColumns, toProductResource } from '../products/product-resource';
import { toVariationResource } from '../pricing/menu-rows';
import { listBusinessVariations } from '../variations/variations.repository';

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
    async (request) => {
      const { business } = accessOf(request);
      const clock = clockOf(business);
      const [categories, rows, groups] = await Promise.all([
        listCategories(db, business.id),
        db
          .select(productWithExtrasColumns)
          .from(products)
          .where(and(eq(products.businessId, business.id), productFilterCondition('active', business.id, clock)))
          .orderBy(asc(products.ranking), asc(products.id)),
        listBusinessVariations(db, business.id),
      ]);
      const groupsOf = new Map<number, ReturnType<typeof toVariationResource>[]>();
      for (const group of groups) groupsOf.set(group.productId, [...(groupsOf.get(group.productId) ?? []), toVariationResource(group)]);
      const byCategory = new Map<number, PdvMenuCategory['products']>();
      for (const row of rows) {
        const product = toProductResource(row, clock);
        if (!product.available_now) continue;
        const list = byCategory.get(product.category_id) ?? [];
        list.push({ ...product, variations: groupsOf.get(product.id) ?? [] });
        byCategory.set(product.category_id, list);
      }
      const data = categories
        .filter((category) => category.active)
        .map((category) => ({ id: category.id, name: category.name, products: byCategory.get(category.id) ?? [] }))
        .filter((category) => category.products.length > 0);
      return { data };
    },
  );
}
