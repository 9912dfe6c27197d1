import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { RankingBodySchema } from '@comanda/domain/menu/menu-category';
import {
  AvailableBodySchema,
  VariationBodySchema,
  VariationCopyBodySchema,
  VariationResourceSchema,
  type VariationBody,
} from '@comanda/domain/menu/variation';
import { renderMessage } from '@comanda/domain/validation/messages';
import { AppError } from '../../../lib/app-error';
import { errorResponses } from '../../../lib/error-responses';
import { msg } from '../../../lib/messages';
import { inTransaction } from '../../../lib/unit-of-work';
import { requireProduct } from '../menu-access';
import { PathIdSchema } from '@comanda/domain/validation/row-id';
import {
  copyVariation,
  createVariation,
  deleteVariation,
  findBusinessVariation,
  findVariation,
  listVariations,
  rankVariations,
  replaceVariation,
  setVariationAvailable,
  toVariationResource,
  toggleVariationItem,
  type VariationWithItems,
} from './variations.repository';
import { accessOf, businessAccess } from '../../../plugins/route-access';
import { many, one } from '@comanda/domain/wire/envelopes';

// v1/products/{id}/variations…: a product's option groups (menu contract "Variations").

const id = PathIdSchema;
const productParams = z.strictObject({ id });
const variationParams = z.strictObject({ id, variationId: id });
const itemParams = z.strictObject({ id, variationId: id, itemId: id });
const single = one(VariationResourceSchema);
const list = many(VariationResourceSchema);
const tags = ['variations'];

/** The caller's product (manage_menu); another business's product answers 404. */
async function productOf(request: FastifyRequest, productId: number) {
  const { business } = accessOf(request);
  return requireProduct(request.server.db, business.id, productId, request.lang);
}

async function groupOf(request: FastifyRequest, productId: number, variationId: number): Promise<VariationWithItems> {
  const product = await productOf(request, productId);
  const group = await findVariation(request.server.db, product.businessId, product.id, variationId);
  if (!group) throw variationNotFound(request);
  return group;
}

const variationNotFound = (request: FastifyRequest) => new AppError('not_found', msg(request.lang, 'variation_not_found'));

/** A write that found no row (deleted meanwhile) is a 404. */
function found<T>(request: FastifyRequest, value: T | null | false): T {
  if (value === null || value === false) throw variationNotFound(request);
  return value;
}

/**
 * An item id sent in a PUT must be one of this group's, or the edit would reach another group; and
 * it may appear once, or two entries would fight over one row.
 */
function checkItemIds(request: FastifyRequest, group: VariationWithItems, body: VariationBody): void {
  const own = new Set(group.items.map((item) => item.id));
  const seen = new Set<number>();
  const errors: Record<string, string[]> = {};
  body.items.forEach((item, index) => {
    if (!item.id) return;
    if (!own.has(item.id)) errors[`items.${index}.id`] = [msg(request.lang, 'variation_item_not_in_group')];
    else if (seen.has(item.id)) errors[`items.${index}.id`] = [renderMessage('distinct', request.lang, { field: 'id' })];
    seen.add(item.id);
  });
  const first = Object.values(errors)[0];
  if (first) throw new AppError('validation', first[0]!, errors);
}

export async function variationsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.db;

  r.get(
    '/products/:id/variations',
    {
      config: { access: businessAccess('manage_menu') },
      schema: { tags, summary: "A product's option groups by ranking", params: productParams, response: { 200: list, ...errorResponses(401, 403, 404, 422) } },
    },
    async (request) => {
      const product = await productOf(request, request.params.id);
      return { data: (await listVariations(db, product.businessId, product.id)).map(toVariationResource) };
    },
  );

  r.post(
    '/products/:id/variations',
    {
      config: { access: businessAccess('manage_menu') },
      schema: {
        tags,
        summary: 'Add an option group (with its items), last',
        params: productParams,
        body: VariationBodySchema,
        response: { 201: single, ...errorResponses(400, 401, 403, 404, 422) },
      },
    },
    async (request, reply) => {
      const product = await productOf(request, request.params.id);
      const group = await inTransaction(db, (tx) => createVariation(tx, product.businessId, product.id, request.body));
      return reply.status(201).send({ data: toVariationResource(group) });
    },
  );

  r.post(
    '/products/:id/variations/ranking',
    {
      config: { access: businessAccess('manage_menu') },
      schema: {
        tags,
        summary: "Reorder a product's option groups",
        params: productParams,
        body: RankingBodySchema,
        response: { 200: list, ...errorResponses(400, 401, 403, 404, 422) },
      },
    },
    async (request) => {
      const product = await productOf(request, request.params.id);
      found(request, await inTransaction(db, (tx) => rankVariations(tx, product.businessId, product.id, request.body.ids)));
      return { data: (await listVariations(db, product.businessId, product.id)).map(toVariationResource) };
    },
  );

  r.post(
    '/products/:id/variations/copy',
    {
      config: { access: businessAccess('manage_menu') },
      schema: {
        tags,
        summary: 'Copy an option group of any product of the business into this product, last',
        params: productParams,
        body: VariationCopyBodySchema,
        response: { 201: single, ...errorResponses(400, 401, 403, 404, 422) },
      },
    },
    async (request, reply) => {
      const product = await productOf(request, request.params.id);
      const source = await findBusinessVariation(db, product.businessId, request.body.source_variation_id);
      if (!source) throw variationNotFound(request);
      const group = await inTransaction(db, (tx) => copyVariation(tx, source, product.id));
      return reply.status(201).send({ data: toVariationResource(group) });
    },
  );

  r.put(
    '/products/:id/variations/:variationId',
    {
      config: { access: businessAccess('manage_menu') },
      schema: {
        tags,
        summary: 'Edit an option group; its items list replaces the stored one',
        params: variationParams,
        body: VariationBodySchema,
        response: { 200: single, ...errorResponses(400, 401, 403, 404, 422) },
      },
    },
    async (request) => {
      const group = await groupOf(request, request.params.id, request.params.variationId);
      checkItemIds(request, group, request.body);
      return { data: toVariationResource(found(request, await inTransaction(db, (tx) => replaceVariation(tx, group, request.body)))) };
    },
  );

  r.delete(
    '/products/:id/variations/:variationId',
    {
      config: { access: businessAccess('manage_menu') },
      schema: { tags, summary: 'Delete an option group and its items', params: variationParams, response: { 204: z.null(), ...errorResponses(401, 403, 404, 422) } },
    },
    async (request, reply) => {
      const group = await groupOf(request, request.params.id, request.params.variationId);
      found(request, await deleteVariation(db, group.businessId, group.productId, group.id));
      return reply.status(204).send(null);
    },
  );

  r.put(
    '/products/:id/variations/:variationId/available',
    {
      config: { access: businessAccess('manage_menu') },
      schema: {
        tags,
        summary: 'Offer or withhold a whole option group',
        params: variationParams,
        body: AvailableBodySchema,
        response: { 200: single, ...errorResponses(400, 401, 403, 404, 422) },
      },
    },
    async (request) => {
      const group = await groupOf(request, request.params.id, request.params.variationId);
      found(request, await setVariationAvailable(db, group, request.body.available));
      return { data: toVariationResource({ ...group, available: request.body.available }) };
    },
  );

  r.put(
    '/products/:id/variations/:variationId/items/:itemId/toggle',
    {
      config: { access: businessAccess('manage_menu') },
      schema: { tags, summary: "Flip an option's availability", params: itemParams, response: { 200: single, ...errorResponses(401, 403, 404, 422) } },
    },
    async (request) => {
      const group = await groupOf(request, request.params.id, request.params.variationId);
      if (!(await toggleVariationItem(db, group.businessId, group.id, request.params.itemId))) {
        throw new AppError('not_found', msg(request.lang, 'variation_item_not_found'));
      }
      return { data: toVariationResource(found(request, await findVariation(db, group.businessId, group.productId, group.id))) };
    },
  );
}
