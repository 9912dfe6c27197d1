import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ProductCreateBodySchema,
  ProductRankingBodySchema,
  ProductResourceSchema,
  ProductUpdateBodySchema,
} from '@comanda/domain/menu/product';
import { AppError } from '../../../lib/app-error';
import { errorResponses } from '../../../lib/error-responses';
import { notAnImage, removeStoredImage, storeImage } from '../../../lib/images';
import { msg } from '../../../lib/messages';
import { currentDb, inTransaction } from '../../../lib/unit-of-work';
import { type BusinessRow } from '../../../plugins/tenancy';
import { requireCategory, requireProduct } from '../menu-access';
import { PathIdSchema } from '@comanda/domain/validation/row-id';
import { copyStoredCover } from './duplicate-product';
import { copyProduct, editProduct, removeProduct } from './products.service';
import { staffActor } from '../../../lib/commands/request-command';
import { asNewProduct, clockOf, COVER_IMAGE, findProductWithExtras, toProductResource } from './product-resource';
import { coverOf, readProductForm } from './product-create-form';
import { hasPricedOption, requireFreeConfirmed, requirePromotionsLeavePrice } from './price-guards';
import { createProduct, rankProducts } from './products.repository';
import { accessOf, businessAccess } from '../../../plugins/route-access';
import { one } from '@comanda/domain/wire/envelopes';

// v1/products… (menu contract "Products"); covers, schedules and import have their own files.

export const productParams = z.strictObject({ id: PathIdSchema });
export const oneProduct = one(ProductResourceSchema);
const tags = ['products'];

/** The product as the API answers it, read again after a write (with its schedules and promotions). */
export async function productReply(request: FastifyRequest, business: BusinessRow, productId: number) {
  const row = await findProductWithExtras(currentDb(request.server.db), business.id, productId);
  if (!row) throw productNotFound(request);
  return { data: toProductResource(row, clockOf(business)) };
}

const productNotFound = (request: FastifyRequest) => new AppError('not_found', msg(request.lang, 'product_not_found'));

/** Names are at most 120 characters (ProductCreateBodySchema): the copy's must still be editable. */
const MAX_NAME = 120;

/** "<name> (cópia)", shortening the original name when the suffix would not fit. */
function copyName(request: FastifyRequest, name: string): string {
  const full = msg(request.lang, 'product_copy_name', { name });
  const excess = full.length - MAX_NAME;
  return excess <= 0 ? full : msg(request.lang, 'product_copy_name', { name: name.slice(0, name.length - excess).trimEnd() });
}

export async function productsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.db;

  r.post(
    '/products',
    {
      config: { access: businessAccess('manage_menu') },
      // A multipart request carries the product as JSON in `product` and its cover in `cover`.
      preValidation: readProductForm,
      schema: {
        tags,
        summary:
          'Create a product, last in its category, offered every day all day. JSON, or multipart with the product as JSON in `product` and its cover in `cover` (both made, or neither). Offering a product with no price needs confirm_free: true',
        consumes: ['application/json', 'multipart/form-data'],
        body: ProductCreateBodySchema,
        response: { 201: oneProduct, ...errorResponses(400, 401, 403, 404, 413, 422) },
      },
    },
    async (request, reply) => {
      const { business } = accessOf(request);
      const { body, lang } = request;
      await requireCategory(db, business.id, body.category_id, lang);
      requireFreeConfirmed({ before: null, after: body, hasPricedOption: false, confirmed: body.confirm_free }, lang);
      const cover = coverOf(request);
      const coverPath = cover ? await storeImage(app.storage, cover, COVER_IMAGE) : null;
      if (cover && !coverPath) throw notAnImage('cover', request);
      try {
        const row = await inTransaction(db, (tx) => createProduct(tx, business.id, body, coverPath));
        return await reply.status(201).send({ data: toProductResource(asNewProduct(row), clockOf(business)) });
      } catch (error) {
        await removeStoredImage(app.storage, coverPath);
        throw error;
      }
    },
  );

  r.get(
    '/products/:id',
    {
      config: { access: businessAccess('manage_menu') },
      schema: { tags, summary: 'One product', params: productParams, response: { 200: oneProduct, ...errorResponses(401, 403, 404, 422) } },
    },
    async (request) => {
      const { business } = accessOf(request);
      return productReply(request, business, request.params.id);
    },
  );

  r.put(
    '/products/:id',
    {
      config: { access: businessAccess('manage_menu') },
      schema: {
        tags,
        summary:
          'Edit a product (only the fields sent; pausing sends { active: false }); a new category puts it last there. Offering a product that costs nothing needs confirm_free: true',
        params: productParams,
        body: ProductUpdateBodySchema,
        response: { 200: oneProduct, ...errorResponses(400, 401, 403, 404, 422) },
      },
    },
    async (request) => {
      const { business } = accessOf(request);
      const { body, lang } = request;
      const product = await requireProduct(db, business.id, request.params.id, lang);
      if (body.category_id !== undefined) await requireCategory(db, business.id, body.category_id, lang);
      const after = { active: body.active ?? product.active, amount: body.amount ?? product.amount };
      if (body.confirm_free !== true && after.active && after.amount === 0) {
        const priced = await hasPricedOption(db, business.id, product.id);
        requireFreeConfirmed({ before: product, after, hasPricedOption: priced, confirmed: body.confirm_free }, lang);
      }
      if (body.amount !== undefined && body.amount !== product.amount) await requirePromotionsLeavePrice(db, business.id, product.id, body.amount, lang);
      if (!(await editProduct(db, staffActor(request), product, body))) throw productNotFound(request);
      return productReply(request, business, product.id);
    },
  );

  r.delete(
    '/products/:id',
    {
      config: { access: businessAccess('manage_menu') },
      schema: {
        tags,
        summary: 'Delete a product with its schedules, promotions, option groups and cover',
        params: productParams,
        response: { 204: z.null(), ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request, reply) => {
      const deleted = await removeProduct(db, staffActor(request), request.params.id);
      if (!deleted) throw productNotFound(request);
      await removeStoredImage(app.storage, deleted.coverPath);
      return reply.status(204).send(null);
    },
  );

  r.post(
    '/products/ranking',
    {
      config: { access: businessAccess('manage_menu') },
      schema: {
        tags,
        summary: "Reorder a category's products: the ids given come first, in that order",
        body: ProductRankingBodySchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404, 422) },
      },
    },
    async (request, reply) => {
      const { business } = accessOf(request);
      const { category_id: categoryId, ids } = request.body;
      await requireCategory(db, business.id, categoryId, request.lang);
      if (!(await inTransaction(db, (tx) => rankProducts(tx, business.id, categoryId, ids)))) throw productNotFound(request);
      return reply.status(204).send(null);
    },
  );

  r.put(
    '/products/:id/duplicate',
    {
      // A double click or a retried request makes one copy (docs/decisions/0014).
      config: { access: businessAccess('manage_menu'), idempotent: true },
      schema: {
        tags,
        summary: 'Copy a product right after it, with its schedules, promotions, option groups and cover (Idempotency-Key: a retry answers the same copy)',
        params: productParams,
        response: { 201: oneProduct, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request, reply) => {
      const { business } = accessOf(request);
      // Inside the idempotency key's transaction: read through it (lib/unit-of-work.ts currentDb).
      const product = await requireProduct(currentDb(db), business.id, request.params.id, request.lang);
      const name = copyName(request, product.name);
      const coverPath = await copyStoredCover(app.storage, product.coverPath);
      let copy;
      try {
        copy = await copyProduct(db, staffActor(request), product, { name, coverPath });
      } catch (error) {
        await removeStoredImage(app.storage, coverPath);
        throw error;
      }
      reply.code(201);
      return productReply(request, business, copy.id);
    },
  );
}
