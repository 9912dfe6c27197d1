import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { CashbackRuleBodySchema, CashbackRuleSchema, type CashbackRuleResource } from '@comanda/domain/loyalty/loyalty-resource';
import { hundredthsToPercent, percentToHundredths } from '@comanda/domain/money/percent';
import { PathIdSchema } from '@comanda/domain/validation/row-id';
import { many, one } from '@comanda/domain/wire/envelopes';
import { cashbackRules, type CashbackRuleRow } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import { errorResponses } from '../../lib/error-responses';
import { msg } from '../../lib/messages';
import { currentDb, inTransaction } from '../../lib/unit-of-work';
import { currentUser } from '../../plugins/auth';
import { accessOf, businessAccess } from '../../plugins/route-access';

// Cashback rules (spec §7 "promotional-cashback/rules"; issue 18, decision 0033). A paid order earns
// the credit of the rule that gives it the most (loyalty-ledger.ts); the PDV spends it as a discount.

const tags = ['loyalty'];
const manage = () => businessAccess('manage_loyalty', { feature: 'promotional_cashback' });

const toResource = (row: CashbackRuleRow): CashbackRuleResource => ({
  id: row.id,
  percent: hundredthsToPercent(row.percentHundredths),
  min_order: row.minOrder,
  starts_at: row.startsAt,
  ends_at: row.endsAt,
  credit_expiry_days: row.creditExpiryDays,
  max_per_order: row.maxPerOrder,
  active: row.active,
  created_at: row.createdAt.toISOString(),
});

export async function cashbackRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app;

  r.get(
    '/businesses/:id/promotional-cashback/rules',
    {
      config: { access: businessAccess(['manage_loyalty', 'manage_customers', 'use_pdv'], { from: 'path' }) },
      schema: { tags, summary: "The business's cashback rules, newest first", params: z.strictObject({ id: PathIdSchema }), response: { 200: many(CashbackRuleSchema), ...errorResponses(401, 403, 404, 422) } },
    },
    async (request) => {
      const rows = await currentDb(db).select().from(cashbackRules).where(eq(cashbackRules.businessId, accessOf(request).business.id)).orderBy(desc(cashbackRules.createdAt), desc(cashbackRules.id));
      return { data: rows.map(toResource) };
    },
  );

  r.post(
    '/promotional-cashback/rules',
    {
      config: { access: manage() },
      schema: {
        tags,
        summary: 'A cashback rule: percent of a paid order credited, minimum order, validity window, expiry of the credit (days), maximum per order',
        body: CashbackRuleBodySchema,
        response: { 201: one(CashbackRuleSchema), ...errorResponses(400, 401, 403, 422) },
      },
    },
    async (request, reply) => {
      const { business } = accessOf(request);
      const body = request.body;
      const row = await inTransaction(db, async (tx) => {
        const [created] = await tx
          .insert(cashbackRules)
          .values({
            businessId: business.id,
            percentHundredths: percentToHundredths(body.percent),
            minOrder: body.min_order,
            startsAt: body.starts_at ?? null,
            endsAt: body.ends_at ?? null,
            creditExpiryDays: body.credit_expiry_days ?? null,
            maxPerOrder: body.max_per_order ?? null,
            active: body.active,
          })
          .returning();
        await writeAudit(tx, { businessId: business.id, actorUserId: currentUser(request).id, action: 'loyalty.cashback_rule', entity: 'cashback_rule', entityId: created!.id, after: body });
        return created!;
      });
      reply.code(201);
      return { data: toResource(row) };
    },
  );

  r.patch(
    '/promotional-cashback/rules/:id/toggle',
    {
      config: { access: manage() },
      schema: {
        tags,
        summary: 'Turn a cashback rule on or off (credits already given stay)',
        params: z.strictObject({ id: PathIdSchema }),
        body: z.strictObject({ active: z.boolean() }),
        response: { 200: one(CashbackRuleSchema), ...errorResponses(400, 401, 403, 404, 422) },
      },
    },
    async (request) => {
      const { business } = accessOf(request);
      const row = await inTransaction(db, async (tx) => {
        const [updated] = await tx
          .update(cashbackRules)
          .set({ active: request.body.active })
          .where(and(eq(cashbackRules.id, request.params.id), eq(cashbackRules.businessId, business.id)))
          .returning();
        if (!updated) throw new AppError('not_found', msg(request.lang, 'cashback_rule_not_found'));
        await writeAudit(tx, { businessId: business.id, actorUserId: currentUser(request).id, action: 'loyalty.cashback_rule_toggle', entity: 'cashback_rule', entityId: updated.id, after: request.body });
        return updated;
      });
      return { data: toResource(row) };
    },
  );
}
