import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PromotionResourceSchema } from '@comanda/domain/menu/product-pricing';
import { PromotionSchema, promotionSchemaFor, type PromotionInput } from '@comanda/domain/promotions/promotion';
import { AppError } from '../../../lib/app-error';
import { errorResponses } from '../../../lib/error-responses';
import { msg } from '../../../lib/messages';
import type { BusinessAccess } from '../../../plugins/tenancy';
import { requireFeature } from '../../../lib/plans/require-feature';
import { requestNow } from '../../../lib/request-clock';
import { requireProduct, type ProductRow } from '../menu-access';
import { PathIdSchema } from '@comanda/domain/validation/row-id';
import { RequestValidationError } from '../../../plugins/validation';
import { findPromotion, listPromotions, toPromotionResource, toPromotionRule, type PromotionRow } from './promotions.repository';
import { createPromotion, editPromotion, removePromotion, switchPromotion } from './promotions.service';
import { staffActor } from '../../../lib/commands/request-command';
import { accessOf, businessAccess } from '../../../plugins/route-access';
import { many, one } from '@comanda/domain/wire/envelopes';

// v1/products/{id}/promotions…: a product's promotions (menu contract "Promotions").
// Creating, editing or switching one on needs the plan feature product_promotion (spec §9 lists it
// among the Essential upgrade contexts); reading and deleting do not, so that a business whose
// trial ended can still see and clear what it set up.

const id = PathIdSchema;
const productParams = z.strictObject({ id });
const promotionParams = z.strictObject({ id, promotionId: id });
const single = one(PromotionResourceSchema);
const list = many(PromotionResourceSchema);
const tags = ['promotions'];

async function productOf(request: FastifyRequest, productId: number): Promise<{ access: BusinessAccess; product: ProductRow }> {
  const access = accessOf(request);
  const product = await requireProduct(request.server.db, access.business.id, productId, request.lang);
  return { access, product };
}

async function promotionOf(request: FastifyRequest, productId: number, promotionId: number) {
  const found = await productOf(request, productId);
  const promotion = await findPromotion(request.server.db, found.access.business.id, found.product.id, promotionId);
  if (!promotion) throw promotionNotFound(request);
  return { ...found, promotion };
}

const promotionNotFound = (request: FastifyRequest) => new AppError('not_found', msg(request.lang, 'promotion_not_found'));

/**
 * 422 on discount_value when the discount would take the product's whole price (decision 0009), with
 * the message the promotion form shows for the same rule.
 */
function requireLeavesPrice(product: ProductRow, promotion: PromotionInput): void {
  const result = promotionSchemaFor(product.amount).safeParse(promotion, { reportInput: true });
  if (!result.success) throw new RequestValidationError(result.error.issues);
}

/** A write that found no row (deleted meanwhile, or never the business's) is a 404. */
function found(request: FastifyRequest, row: PromotionRow | null): PromotionRow {
  if (!row) throw promotionNotFound(request);
  return row;
}

export async function promotionsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.db;
  const resource = (row: PromotionRow, product: ProductRow, access: BusinessAccess) =>
    toPromotionResource(row, product.amount, new Date(), access.business.timezone);

  r.get(
    '/products/:id/promotions',
    {
      config: { access: businessAccess('manage_menu') },
      schema: { tags, summary: "A product's promotions", params: productParams, response: { 200: list, ...errorResponses(401, 403, 404, 422) } },
    },
    async (request) => {
      const { access, product } = await productOf(request, request.params.id);
      const rows = await listPromotions(db, access.business.id, product.id);
      return { data: rows.map((row) => resource(row, product, access)) };
    },
  );

  r.post(
    '/products/:id/promotions',
    {
      config: { access: businessAccess('manage_menu', { feature: 'product_promotion' }) },
      schema: {
        tags,
        summary: "Add a promotion (plan feature product_promotion); it must leave the product's own price above zero",
        params: productParams,
        body: PromotionSchema,
        response: { 201: single, ...errorResponses(400, 401, 403, 404, 422) },
      },
    },
    async (request, reply) => {
      const { access, product } = await productOf(request, request.params.id);
      requireLeavesPrice(product, request.body);
      const row = await createPromotion(db, staffActor(request), product, request.body);
      return reply.status(201).send({ data: resource(row, product, access) });
    },
  );

  r.put(
    '/products/:id/promotions/:promotionId',
    {
      config: { access: businessAccess('manage_menu', { feature: 'product_promotion' }) },
      schema: {
        tags,
        summary: 'Edit a promotion (plan feature product_promotion)',
        params: promotionParams,
        body: PromotionSchema,
        response: { 200: single, ...errorResponses(400, 401, 403, 404, 422) },
      },
    },
    async (request) => {
      const { access, product, promotion } = await promotionOf(request, request.params.id, request.params.promotionId);
      requireLeavesPrice(product, request.body);
      return { data: resource(found(request, await editPromotion(db, staffActor(request), promotion, request.body)), product, access) };
    },
  );

  r.delete(
    '/products/:id/promotions/:promotionId',
    {
      config: { access: businessAccess('manage_menu') },
      schema: { tags, summary: 'Delete a promotion', params: promotionParams, response: { 204: z.null(), ...errorResponses(401, 403, 404, 422) } },
    },
    async (request, reply) => {
      const { promotion } = await promotionOf(request, request.params.id, request.params.promotionId);
      found(request, await removePromotion(db, staffActor(request), promotion.id));
      return reply.status(204).send(null);
    },
  );

  r.patch(
    '/products/:id/promotions/:promotionId/toggle',
    {
      config: { access: businessAccess('manage_menu') },
      schema: {
        tags,
        summary: 'Switch a promotion on or off (switching on needs product_promotion)',
        params: promotionParams,
        response: { 200: single, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const { access, product, promotion } = await promotionOf(request, request.params.id, request.params.promotionId);
      if (!promotion.active) {
        requireFeature(access, 'product_promotion', request.lang, requestNow(request));
        requireLeavesPrice(product, toPromotionRule(promotion));
      }
      return { data: resource(found(request, await switchPromotion(db, staffActor(request), promotion)), product, access) };
    },
  );
}
