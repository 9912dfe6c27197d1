import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CategoryBodySchema,
  CategoryDeleteQuerySchema,
  CategoryListQuerySchema,
  CategoryResourceSchema,
  RankingBodySchema,
} from '@comanda/domain/menu/menu-category';
import { CategoryProductsQuerySchema, ProductResourceSchema } from '@comanda/domain/menu/product';
import { fieldLabel } from '@comanda/domain/validation/field-labels';
import type { Lang } from '@comanda/domain/validation/lang';
import { renderMessage } from '@comanda/domain/validation/messages';
import { AppError, fieldError } from '../../../lib/app-error';
import { errorResponses } from '../../../lib/error-responses';
import { removeStoredImage } from '../../../lib/images';
import { msg } from '../../../lib/messages';
import { inTransaction } from '../../../lib/unit-of-work';
import {
  countProducts,
  createCategory,
  deleteCategory,
  findCategoryWithCounts,
  listCategories,
  rankCategories,
  toCategoryResource,
  updateCategory,
} from './categories.repository';
import { requireCategory } from '../menu-access';
import { PathIdSchema } from '@comanda/domain/validation/row-id';
import { clockOf } from '../products/product-resource';
import { productFilterCondition } from '../products/product-filters';
import { listCategoryProducts } from '../products/products.repository';
import { accessOf, businessAccess } from '../../../plugins/route-access';
import { many, one, page } from '@comanda/domain/wire/envelopes';
import { pageMeta } from '@comanda/domain/wire/pagination';

// v1/menu/categories… and v1/businesses/{id}/menu-categories… (menu contract "Categories").

const id = PathIdSchema;
const categoryParams = z.strictObject({ id });
const businessParams = z.strictObject({ id });
const businessCategoryParams = z.strictObject({ id, categoryId: id });
const single = one(CategoryResourceSchema);
const list = many(CategoryResourceSchema);
const productPage = page(ProductResourceSchema);
const notEmpty = z.object({ code: z.literal('category_not_empty'), message: z.string(), products_count: z.number() });
const tags = ['menu'];
const categoryNotFound = (lang: Lang) => new AppError('not_found', msg(lang, 'category_not_found'));

export async function categoriesRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.db;

  r.post(
    '/menu/categories',
    {
      config: { access: businessAccess('manage_menu') },
      schema: { tags, summary: 'Create a category, last in the menu', body: CategoryBodySchema, response: { 201: single, ...errorResponses(400, 401, 403, 422) } },
    },
    async (request, reply) => {
      const { business } = accessOf(request);
      const row = await createCategory(db, business.id, request.body);
      return reply.status(201).send({ data: toCategoryResource({ ...row, productsCount: 0, activeProductsCount: 0 }) });
    },
  );

  r.put(
    '/menu/categories/:id',
    {
      config: { access: businessAccess('manage_menu') },
      schema: {
        tags,
        summary: 'Edit a category',
        params: categoryParams,
        body: CategoryBodySchema,
        response: { 200: single, ...errorResponses(400, 401, 403, 404, 422) },
      },
    },
    async (request) => {
      const { business } = accessOf(request);
      const updated = await updateCategory(db, business.id, request.params.id, request.body);
      const withCounts = updated && (await findCategoryWithCounts(db, business.id, updated.id));
      if (!withCounts) throw categoryNotFound(request.lang);
      return { data: toCategoryResource(withCounts) };
    },
  );

  r.delete(
    '/menu/categories/:id',
    {
      config: { access: businessAccess('manage_menu') },
      schema: {
        tags,
        summary: 'Delete a category; one with products needs products=move (with target_category_id) or products=delete',
        params: categoryParams,
        querystring: CategoryDeleteQuerySchema,
        response: { 204: z.null(), 409: notEmpty, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request, reply) => {
      const { business } = accessOf(request);
      const { lang } = request;
      const category = await requireCategory(db, business.id, request.params.id, lang);
      const { products, target_category_id: targetId } = request.query;
      const productsCount = await countProducts(db, business.id, category.id);
      if (productsCount > 0 && !products) {
        // The owner decides what happens to the products; nothing is deleted by surprise.
        const message = productsCount === 1 ? msg(lang, 'category_not_empty_one') : msg(lang, 'category_not_empty', { count: productsCount });
        return reply.status(409).send({ code: 'category_not_empty', message, products_count: productsCount });
      }
      let disposal: Parameters<typeof deleteCategory>[3] = null;
      if (products === 'move') {
        if (!targetId) throw fieldError('target_category_id', renderMessage('required', lang, { field: fieldLabel('target_category_id', lang) }));
        if (targetId === category.id) throw fieldError('target_category_id', msg(lang, 'category_move_same'));
        await requireCategory(db, business.id, targetId, lang);
        disposal = { action: 'move', targetId };
      } else if (products === 'delete') {
        disposal = { action: 'delete' };
      }
      const covers = await inTransaction(db, (tx) => deleteCategory(tx, business.id, category.id, disposal));
      if (!covers) throw categoryNotFound(lang); // deleted by someone else meanwhile
      await Promise.all(covers.map((cover) => removeStoredImage(app.storage, cover)));
      return reply.status(204).send(null);
    },
  );

  r.post(
    '/menu/categories/ranking',
    {
      config: { access: businessAccess('manage_menu') },
      schema: {
        tags,
        summary: 'Reorder the categories: the ids given come first, in that order',
        body: RankingBodySchema,
        response: { 200: list, ...errorResponses(400, 401, 403, 404, 422) },
      },
    },
    async (request) => {
      const { business } = accessOf(request);
      if (!(await inTransaction(db, (tx) => rankCategories(tx, business.id, request.body.ids)))) throw categoryNotFound(request.lang);
      return { data: (await listCategories(db, business.id)).map(toCategoryResource) };
    },
  );

  r.get(
    '/businesses/:id/menu-categories',
    {
      config: { access: businessAccess('manage_menu', { from: 'path' }) },
      schema: {
        tags,
        summary:
          "The business's categories by ranking, with product counts; keyword searches category and product names; filter keeps only the categories with matching products, counting those",
        params: businessParams,
        querystring: CategoryListQuerySchema,
        response: { 200: list, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const { business } = accessOf(request);
      const { keyword, filter } = request.query;
      const rows = await listCategories(db, business.id, { keyword: keyword || undefined, filter: productFilterCondition(filter, business.id, clockOf(business)) });
      return { data: rows.map(toCategoryResource) };
    },
  );

  r.get(
    '/businesses/:id/menu-categories/:categoryId/products',
    {
      config: { access: businessAccess('manage_menu', { from: 'path' }) },
      schema: {
        tags,
        summary: "A page of a category's products by ranking, with prices and availability computed now",
        params: businessCategoryParams,
        querystring: CategoryProductsQuerySchema,
        response: { 200: productPage, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const { business } = accessOf(request);
      const category = await requireCategory(db, business.id, request.params.categoryId, request.lang);
      const query = { ...request.query, keyword: request.query.keyword || undefined };
      const { data, total } = await listCategoryProducts(db, { businessId: business.id, category, query, clock: clockOf(business) });
      const { page, per_page: perPage } = query;
      return { data, meta: pageMeta({ page, perPage, total }) };
    },
  );
}
