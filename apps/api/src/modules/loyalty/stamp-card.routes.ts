import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { StampCardBodySchema, StampCardSchema, type StampCardResource } from '@comanda/domain/loyalty/loyalty-resource';
import { PathIdSchema } from '@comanda/domain/validation/row-id';
import { one } from '@comanda/domain/wire/envelopes';
import type { Queryable } from '../../db/client';
import { products, stampCards, type StampCardRow } from '../../db/schema/index';
import { AppError, fieldError } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import { errorResponses } from '../../lib/error-responses';
import { stampCardOf } from './loyalty-ledger';
import { msg } from '../../lib/messages';
import { currentDb, inTransaction } from '../../lib/unit-of-work';
import { currentUser } from '../../plugins/auth';
import { accessOf, businessAccess } from '../../plugins/route-access';

// The stamp card (spec §7 "Loyalty" cards, §3 "Card config"; issue 18, decision 0033): one per business.
// A stamp per finalized and paid order that reaches its minimum; its reward on the next order.

const tags = ['loyalty'];
const manage = () => businessAccess('manage_loyalty', { feature: 'loyalty_program_card' });

async function toResource(q: Queryable, row: StampCardRow): Promise<StampCardResource> {
  const [product] = row.rewardProductId === null ? [] : await q.select({ name: products.name }).from(products).where(eq(products.id, row.rewardProductId));
  return {
    id: row.id,
    is_active: row.isActive,
    orders_required: row.ordersRequired,
    min_order_value: row.minOrderValue,
    reward_type: row.rewardType,
    reward_value: row.rewardValue,
    reward_product_id: row.rewardProductId,
    reward_product_name: product?.name ?? null,
  };
}

export async function stampCardRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app;

  r.get(
    '/businesses/:id/fidelity-program-card',
    {
      config: { access: businessAccess(['manage_loyalty', 'manage_customers', 'use_pdv'], { from: 'path' }) },
      schema: { tags, summary: "The business's stamp card, or null when it has none", params: z.strictObject({ id: PathIdSchema }), response: { 200: one(StampCardSchema.nullable()), ...errorResponses(401, 403, 404, 422) } },
    },
    async (request) => {
      const q = currentDb(db);
      const card = await stampCardOf(q, accessOf(request).business.id);
      return { data: card ? await toResource(q, card) : null };
    },
  );

  r.post(
    '/fidelity-program/cards',
    {
      config: { access: manage() },
      schema: {
        tags,
        summary: 'Set the stamp card: orders_required, min_order_value (centavos), reward_type fixed (centavos) / percentage (1–100) / product (reward_product_id), is_active',
        body: StampCardBodySchema,
        response: { 200: one(StampCardSchema), ...errorResponses(400, 401, 403, 422) },
      },
    },
    async (request) => {
      const { business } = accessOf(request);
      const body = request.body;
      const row = await inTransaction(db, async (tx) => {
        if (body.reward_type === 'product') {
          const [product] = await tx.select({ id: products.id }).from(products).where(and(eq(products.id, body.reward_product_id!), eq(products.businessId, business.id)));
          if (!product) throw fieldError('reward_product_id', msg(request.lang, 'product_not_found'));
        }
        const values = {
          isActive: body.is_active,
          ordersRequired: body.orders_required,
          minOrderValue: body.min_order_value,
          rewardType: body.reward_type,
          rewardValue: body.reward_type === 'product' ? 0 : body.reward_value,
          rewardProductId: body.reward_type === 'product' ? body.reward_product_id! : null,
          updatedAt: new Date(),
        };
        const [saved] = await tx.insert(stampCards).values({ businessId: business.id, ...values }).onConflictDoUpdate({ target: stampCards.businessId, set: values }).returning();
        await writeAudit(tx, { businessId: business.id, actorUserId: currentUser(request).id, action: 'loyalty.stamp_card', entity: 'stamp_card', entityId: saved!.id, after: body });
        return saved!;
      });
      return { data: await toResource(currentDb(db), row) };
    },
  );

  r.put(
    '/fidelity-program/cards/:id/toggle',
    {
      config: { access: manage() },
      schema: {
        tags,
        summary: 'Turn the stamp card on or off (stamps collected stay)',
        params: z.strictObject({ id: PathIdSchema }),
        body: z.strictObject({ is_active: z.boolean() }),
        response: { 200: one(StampCardSchema), ...errorResponses(400, 401, 403, 404, 422) },
      },
    },
    async (request) => {
      const { business } = accessOf(request);
      const row = await inTransaction(db, async (tx) => {
        const [updated] = await tx
          .update(stampCards)
          .set({ isActive: request.body.is_active, updatedAt: new Date() })
          .where(and(eq(stampCards.id, request.params.id), eq(stampCards.businessId, business.id)))
          .returning();
        if (!updated) throw new AppError('not_found', msg(request.lang, 'stamp_card_not_found'));
        await writeAudit(tx, { businessId: business.id, actorUserId: currentUser(request).id, action: 'loyalty.stamp_card_toggle', entity: 'stamp_card', entityId: updated.id, after: request.body });
        return updated;
      });
      return { data: await toResource(currentDb(db), row) };
    },
  );
}
