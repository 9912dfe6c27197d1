import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AdminPlanSchema, PlanCreateBodySchema, PlanFeaturesBodySchema, PlanUpdateBodySchema } from '@comanda/domain/billing/billing-resource';
import { PathIdSchema } from '@comanda/domain/validation/row-id';
import { many, one } from '@comanda/domain/wire/envelopes';
import { AppError, fieldError } from '../../lib/app-error';
import { errorResponses } from '../../lib/error-responses';
import { msg } from '../../lib/messages';
import { currentDb, inTransaction } from '../../lib/unit-of-work';
import { currentUser } from '../../plugins/auth';
import { platformAdminAccess } from '../../plugins/route-access';
import { GRANTABLE_FEATURES } from '@comanda/domain/features/grantable-features';
import { adminPlan, createPlan, deletePlan, listAdminPlans, setPlanFeatures, updatePlan } from './admin/plans-admin';

// v1/core/plans (issue 39; spec §7 "CRUD v1/core/plans, v1/core/plans/{id}/features"): the platform
// admin's plans, their prices, trials, promotion and the features each grants.

const tags = ['billing'];
const access = platformAdminAccess();
const params = z.strictObject({ id: PathIdSchema });

export async function plansAdminRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const editable = (body: z.infer<typeof PlanUpdateBodySchema>) => ({ name: body.name, price: body.price, trialDays: body.trial_days, offersPromotion: body.offers_promotion, active: body.active });

  r.get('/core/plans', { config: { access }, schema: { tags, summary: 'Every plan, active or not, with how many subscriptions it has', response: { 200: many(AdminPlanSchema), ...errorResponses(401, 403) } } }, async () => ({ data: await listAdminPlans(app.db) }));

  r.get(
    '/core/plans/:id',
    { config: { access }, schema: { tags, summary: 'One plan', params, response: { 200: one(AdminPlanSchema), ...errorResponses(401, 403, 404, 422) } } },
    async (request) => {
      const plan = await adminPlan(app.db, request.params.id);
      if (!plan) throw new AppError('not_found', msg(request.lang, 'billing_plan_not_found'));
      return { data: plan };
    },
  );

  r.post(
    '/core/plans',
    { config: { access }, schema: { tags, summary: 'Create a plan (it grants the basic features until its features are set)', body: PlanCreateBodySchema, response: { 201: one(AdminPlanSchema), ...errorResponses(400, 401, 403, 413, 422) } } },
    async (request, reply) => {
      const body = request.body;
      const created = await inTransaction(app.db, (tx) => createPlan(tx, { ...editable(body), code: body.code, interval: body.interval }, currentUser(request).id));
      if (created === 'code_taken') throw fieldError('code', msg(request.lang, 'billing_plan_code_taken'));
      reply.code(201);
      return { data: (await adminPlan(currentDb(app.db), created.id))! };
    },
  );

  r.put(
    '/core/plans/:id',
    { config: { access }, schema: { tags, summary: 'Change a plan: its price and promotion apply from the next invoice; deactivated, nobody new can take it', params, body: PlanUpdateBodySchema, response: { 200: one(AdminPlanSchema), ...errorResponses(400, 401, 403, 404, 422) } } },
    async (request) => {
      const updated = await inTransaction(app.db, (tx) => updatePlan(tx, request.params.id, editable(request.body), currentUser(request).id));
      if (!updated) throw new AppError('not_found', msg(request.lang, 'billing_plan_not_found'));
      return { data: (await adminPlan(app.db, updated.id))! };
    },
  );

  r.delete(
    '/core/plans/:id',
    { config: { access }, schema: { tags, summary: 'Delete a plan nobody ever subscribed to (409 otherwise: deactivate it)', params, response: { 204: z.null(), ...errorResponses(401, 403, 404, 409, 422) } } },
    async (request, reply) => {
      const outcome = await inTransaction(app.db, (tx) => deletePlan(tx, request.params.id, currentUser(request).id));
      if (outcome === 'not_found') throw new AppError('not_found', msg(request.lang, 'billing_plan_not_found'));
      if (outcome === 'in_use') throw new AppError('conflict', msg(request.lang, 'billing_plan_in_use'));
      return reply.code(204).send(null);
    },
  );

  r.get(
    '/core/plans/:id/features',
    { config: { access }, schema: { tags, summary: 'The feature codes the plan grants, and every code it may grant', params, response: { 200: one(z.object({ feature_codes: z.array(z.string()), grantable: z.array(z.string()) })), ...errorResponses(401, 403, 404, 422) } } },
    async (request) => {
      const plan = await adminPlan(app.db, request.params.id);
      if (!plan) throw new AppError('not_found', msg(request.lang, 'billing_plan_not_found'));
      return { data: { feature_codes: plan.feature_codes, grantable: [...GRANTABLE_FEATURES] } };
    },
  );

  r.put(
    '/core/plans/:id/features',
    { config: { access }, schema: { tags, summary: 'Set the features the plan grants: the businesses paying for it get them (or lose them) at once', params, body: PlanFeaturesBodySchema, response: { 200: one(AdminPlanSchema), ...errorResponses(400, 401, 403, 404, 422) } } },
    async (request) => {
      const unknown = request.body.feature_codes.find((code) => !GRANTABLE_FEATURES.includes(code));
      if (unknown !== undefined) throw fieldError('feature_codes', msg(request.lang, 'billing_feature_unknown', { feature: unknown.slice(0, 60) }));
      const updated = await inTransaction(app.db, (tx) => setPlanFeatures(tx, request.params.id, request.body.feature_codes, currentUser(request).id));
      if (!updated) throw new AppError('not_found', msg(request.lang, 'billing_plan_not_found'));
      return { data: (await adminPlan(app.db, updated.id))! };
    },
  );
}
