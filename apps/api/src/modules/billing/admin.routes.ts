import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AdminChangePlanBodySchema, AdminSubscriptionDetailSchema, AdminSubscriptionsQuerySchema, AdminSubscriptionsSchema, FreePeriodsBodySchema, MarkPaidBodySchema } from '@comanda/domain/billing/billing-resource';
import type { Lang } from '@comanda/domain/validation/lang';
import { PathIdSchema } from '@comanda/domain/validation/row-id';
import { requiredString } from '@comanda/domain/validation/rules';
import { one } from '@comanda/domain/wire/envelopes';
import { AppError, fieldError } from '../../lib/app-error';
import { errorResponses } from '../../lib/error-responses';
import { msg } from '../../lib/messages';
import { requestNow } from '../../lib/request-clock';
import { inTransaction } from '../../lib/unit-of-work';
import { currentUser } from '../../plugins/auth';
import { platformAdminAccess } from '../../plugins/route-access';
import { adminChangePlan, giveFreePeriods, markInvoicePaid, subscriptionDetail } from './admin/subscription-actions';
import { adminSubscriptionResource, listSubscriptions } from './admin/subscriptions-list';
import { invoiceResource } from './billing-resource';
import { loadPlans } from './subscriptions/run-billing';
import { setTrialEnd } from './admin/trial';

// The platform admin's billing actions (issue 39; spec §7 v1/core/…), each audited with its reason.

const tags = ['billing'];
const TrialBodySchema = z.strictObject({ ends_at: z.iso.datetime({ offset: true }), reason: requiredString(500) });

export async function billingAdminRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/core/subscriptions',
    {
      config: { access: platformAdminAccess() },
      schema: {
        tags,
        summary: 'Every subscription (filter by status and plan, search by business name), with the MRR and the count by status of all of them',
        querystring: AdminSubscriptionsQuerySchema,
        response: { 200: AdminSubscriptionsSchema, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => listSubscriptions(app.db, request.query),
  );

  r.put(
    '/core/businesses/:id/trial',
    {
      config: { access: platformAdminAccess() },
      schema: {
        tags,
        summary: "Extend a business's trial, or end it now (a moment in the past), with a reason: while it has not paid (409 after)",
        params: z.strictObject({ id: PathIdSchema }),
        body: TrialBodySchema,
        response: { 200: one(z.object({ trial_ends_at: z.string() })), ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request) => {
      const endsAt = new Date(request.body.ends_at);
      const outcome = await inTransaction(app.db, (tx) => setTrialEnd(tx, { businessId: request.params.id, endsAt, adminUserId: currentUser(request).id, reason: request.body.reason }));
      if (outcome === 'not_found') throw new AppError('not_found', msg(request.lang, 'business_not_found'));
      if (outcome === 'not_in_trial') throw new AppError('conflict', msg(request.lang, 'billing_not_in_trial'));
      return { data: { trial_ends_at: endsAt.toISOString() } };
    },
  );

  const subscriptionParams = z.strictObject({ id: PathIdSchema });
  const detail = async (id: number, now: Date) => {
    const found = await subscriptionDetail(app.db, id);
    if (!found) return null;
    return {
      ...adminSubscriptionResource(found),
      next_plan: found.subscription.nextPlanId === null ? null : ((await loadPlans(app.db)).byId.get(found.subscription.nextPlanId)?.code ?? null),
      cancel_at_period_end: found.subscription.cancelAtPeriodEnd,
      free_periods: found.subscription.freePeriods,
      invoices: found.invoices.map((invoice) => invoiceResource(invoice, now)),
    };
  };
  const answer = async (id: number, now: Date, lang: Lang) => {
    const data = await detail(id, now);
    if (!data) throw new AppError('not_found', msg(lang, 'billing_subscription_not_found'));
    return { data };
  };

  r.get(
    '/core/subscriptions/:id',
    { config: { access: platformAdminAccess() }, schema: { tags, summary: 'One subscription with its invoices (the admin\'s subscription page)', params: subscriptionParams, response: { 200: one(AdminSubscriptionDetailSchema), ...errorResponses(401, 403, 404, 422) } } },
    async (request) => answer(request.params.id, requestNow(request), request.lang),
  );

  r.post(
    '/core/subscriptions/:id/invoices/:uuid/mark-paid',
    {
      config: { access: platformAdminAccess() },
      schema: { tags, summary: 'Mark an invoice paid outside Mercado Pago, with a reason (audited): access returns when nothing else is owed', params: z.strictObject({ id: PathIdSchema, uuid: z.uuid() }), body: MarkPaidBodySchema, response: { 200: one(AdminSubscriptionDetailSchema), ...errorResponses(400, 401, 403, 404, 409, 422) } },
    },
    async (request) => {
      const outcome = await inTransaction(app.db, (tx) => markInvoicePaid(tx, { subscriptionId: request.params.id, invoiceUuid: request.params.uuid, adminUserId: currentUser(request).id, reason: request.body.reason, now: new Date() }));
      if (outcome === 'not_found') throw new AppError('not_found', msg(request.lang, 'billing_invoice_not_found'));
      if (outcome === 'already_paid') throw new AppError('conflict', msg(request.lang, 'billing_invoice_paid'));
      return answer(request.params.id, requestNow(request), request.lang);
    },
  );

  r.post(
    '/core/subscriptions/:id/free-periods',
    { config: { access: platformAdminAccess() }, schema: { tags, summary: 'Give free periods (1–12), with a reason (audited): the next invoices are credited to zero', params: subscriptionParams, body: FreePeriodsBodySchema, response: { 200: one(AdminSubscriptionDetailSchema), ...errorResponses(400, 401, 403, 404, 409, 422) } } },
    async (request) => {
      const outcome = await inTransaction(app.db, (tx) => giveFreePeriods(tx, { subscriptionId: request.params.id, periods: request.body.periods, adminUserId: currentUser(request).id, reason: request.body.reason }));
      if (outcome === 'not_found') throw new AppError('not_found', msg(request.lang, 'billing_subscription_not_found'));
      if (outcome === 'canceled') throw new AppError('conflict', msg(request.lang, 'billing_subscription_canceled'));
      return answer(request.params.id, requestNow(request), request.lang);
    },
  );

  r.post(
    '/core/subscriptions/:id/plan',
    { config: { access: platformAdminAccess() }, schema: { tags, summary: "Change the subscription's plan, with a reason (audited): up at once, down at the period's end; same interval only", params: subscriptionParams, body: AdminChangePlanBodySchema, response: { 200: one(AdminSubscriptionDetailSchema), ...errorResponses(400, 401, 403, 404, 422) } } },
    async (request) => {
      const outcome = await inTransaction(app.db, (tx) => adminChangePlan(tx, { subscriptionId: request.params.id, planCode: request.body.plan, adminUserId: currentUser(request).id, reason: request.body.reason }));
      if (outcome === 'not_found') throw new AppError('not_found', msg(request.lang, 'billing_subscription_not_found'));
      if (outcome === 'refused') throw fieldError('plan', msg(request.lang, 'billing_plan_change_refused'));
      return answer(request.params.id, requestNow(request), request.lang);
    },
  );
}
