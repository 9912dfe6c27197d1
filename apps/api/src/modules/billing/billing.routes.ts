import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, asc, desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { CancelSubscriptionBodySchema, InvoiceSchema, PlanCardSchema, SubscribeBodySchema, SubscriptionSchema } from '@comanda/domain/billing/billing-resource';
import { AvailableFeaturesSchema } from '@comanda/domain/features/available-features-schema';
import { PlanStatusSchema } from '@comanda/domain/plans/plan-status-schema';
import { PathIdSchema } from '@comanda/domain/validation/row-id';
import { many, one } from '@comanda/domain/wire/envelopes';
import { billingInvoices, billingPlans, billingSubscriptions } from '../../db/schema/index';
import { AppError, fieldError } from '../../lib/app-error';
import { errorResponses } from '../../lib/error-responses';
import { msg } from '../../lib/messages';
import { currentDb, inTransaction } from '../../lib/unit-of-work';
import { availableFeatures, businessFeatures } from '../../lib/plans/plan-features';
import { requestNow } from '../../lib/request-clock';
import { accessOf, businessAccess } from '../../plugins/route-access';
import { invoiceResource, planCard, subscriptionResource } from './billing-resource';
import { invoiceCheckout } from './invoices/invoice-payment';
import { bringUpToDate, loadPlans } from './subscriptions/run-billing';
import { cancelAtPeriodEnd, requestPlanChange, subscribe } from './subscriptions/subscribe';

// v1/businesses/{id}/… billing (issue 39; spec §7): the plans the business may take, subscribing,
// its subscription and invoices, canceling at the period's end. manage_subscription (the owner).

const access = businessAccess('manage_subscription', { from: 'path', billing: true });
const tags = ['billing'];
const params = z.strictObject({ id: PathIdSchema });

export async function billingRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const subscriptionOf = async (businessId: number) => {
    const [row] = await currentDb(app.db).select().from(billingSubscriptions).where(eq(billingSubscriptions.businessId, businessId));
    return row ?? null;
  };

  r.get(
    '/businesses/:id/plans',
    { config: { access }, schema: { tags, summary: "The plans the business may take, as pricing cards with its own promotion (spec §9: by its creation date) and savings", params, response: { 200: many(PlanCardSchema), ...errorResponses(401, 403, 404) } } },
    async (request) => {
      const { business } = accessOf(request);
      const plans = await app.db.select().from(billingPlans).where(eq(billingPlans.active, true)).orderBy(asc(billingPlans.price));
      return { data: plans.map((plan) => planCard(plan, business, request.lang)) };
    },
  );

  r.get(
    '/businesses/:id/subscription',
    { config: { access }, schema: { tags, summary: "The business's subscription (null before it subscribes): its state, plan, period and what it owes", params, response: { 200: one(SubscriptionSchema.nullable()), ...errorResponses(401, 403, 404) } } },
    async (request) => {
      const businessId = accessOf(request).business.id;
      await bringUpToDate(app.db, businessId, requestNow(request));
      const row = await subscriptionOf(businessId);
      return { data: row ? subscriptionResource(row, (await loadPlans(app.db)).byId) : null };
    },
  );

  r.get(
    '/businesses/:id/subscription/latest',
    { config: { access }, schema: { tags, summary: "The subscription's latest invoice (null before the first): what the owner pays next or paid last", params, response: { 200: one(InvoiceSchema.nullable()), ...errorResponses(401, 403, 404) } } },
    async (request) => {
      const businessId = accessOf(request).business.id;
      const now = requestNow(request);
      await bringUpToDate(app.db, businessId, now);
      const [row] = await app.db.select().from(billingInvoices).where(eq(billingInvoices.businessId, businessId)).orderBy(desc(billingInvoices.createdAt), desc(billingInvoices.id)).limit(1);
      return { data: row ? invoiceResource(row, now) : null };
    },
  );

  r.get(
    '/businesses/:id/features',
    {
      config: { access: businessAccess('any_member', { from: 'path', billing: true }) },
      schema: { tags, summary: 'What the business may use now: its feature codes (plan and add-ons; `_trial` ones during the trial), their names, and the plan status', params, response: { 200: one(z.object({ feature_codes: z.array(z.string()), available_features: AvailableFeaturesSchema, plan_status: PlanStatusSchema })), ...errorResponses(401, 403, 404) } },
    },
    async (request) => {
      const { planStatus, featureCodes } = businessFeatures(accessOf(request).business, requestNow(request));
      return { data: { feature_codes: featureCodes, available_features: availableFeatures(request.lang), plan_status: planStatus } };
    },
  );

  r.post(
    '/businesses/:id/subscribe',
    {
      config: { access, idempotent: true },
      schema: {
        tags,
        summary: 'Take a plan: during the trial the first invoice comes at its end; after it, now (409 while subscribed)',
        params,
        body: SubscribeBodySchema,
        response: { 201: one(SubscriptionSchema), ...errorResponses(400, 401, 403, 404, 409, 413, 422) },
      },
    },
    async (request, reply) => {
      const { business } = accessOf(request);
      const outcome = await inTransaction(app.db, (tx) => subscribe(tx, { businessId: business.id, planCode: request.body.plan, now: requestNow(request) }));
      if ('refused' in outcome) {
        if (outcome.refused === 'unknown_plan') throw fieldError('plan', msg(request.lang, 'billing_plan_unknown'));
        throw new AppError('conflict', msg(request.lang, 'billing_already_subscribed'));
      }
      reply.code(201);
      return { data: subscriptionResource(outcome.subscription, (await loadPlans(currentDb(app.db))).byId) };
    },
  );

  r.post(
    '/businesses/:id/subscription/cancel',
    { config: { access }, schema: { tags, summary: 'Cancel at the end of the paid period (cancel: true), or keep it after all (false)', params, body: CancelSubscriptionBodySchema, response: { 200: one(SubscriptionSchema), ...errorResponses(400, 401, 403, 404, 409, 422) } } },
    async (request) => {
      const row = await subscriptionOf(accessOf(request).business.id);
      if (!row) throw new AppError('not_found', msg(request.lang, 'billing_subscription_not_found'));
      const done = await inTransaction(app.db, (tx) => cancelAtPeriodEnd(tx, { subscriptionId: row.id, cancel: request.body.cancel }));
      if (done === 'refused') throw new AppError('conflict', msg(request.lang, 'billing_subscription_canceled'));
      return { data: subscriptionResource((await subscriptionOf(row.businessId))!, (await loadPlans(app.db)).byId) };
    },
  );

  r.post(
    '/businesses/:id/subscription/plan',
    {
      config: { access, idempotent: true },
      schema: {
        tags,
        summary: "Change plan: down at the period's end; up once the rest of the period's difference is paid (the invoice it answers, due now), at once during the trial",
        params,
        body: SubscribeBodySchema,
        response: { 200: one(z.object({ subscription: SubscriptionSchema, invoice: InvoiceSchema.nullable(), takes_effect: z.enum(['now', 'at_period_end', 'when_paid']) })), ...errorResponses(400, 401, 403, 404, 409, 413, 422) },
      },
    },
    async (request) => {
      const { business } = accessOf(request);
      const now = requestNow(request);
      const outcome = await inTransaction(app.db, (tx) => requestPlanChange(tx, { businessId: business.id, planCode: request.body.plan, now }));
      if ('refused' in outcome) {
        if (outcome.refused === 'not_found') throw new AppError('not_found', msg(request.lang, 'billing_subscription_not_found'));
        if (outcome.refused === 'canceled') throw new AppError('conflict', msg(request.lang, 'billing_subscription_canceled'));
        if (outcome.refused === 'owes') throw new AppError('conflict', msg(request.lang, 'billing_pay_first'));
        throw fieldError('plan', msg(request.lang, outcome.refused === 'other_interval' ? 'billing_plan_change_refused' : 'billing_plan_unknown'));
      }
      const db = currentDb(app.db);
      const [invoice] = 'invoiceId' in outcome ? await db.select().from(billingInvoices).where(and(eq(billingInvoices.id, outcome.invoiceId), eq(billingInvoices.businessId, business.id))) : [];
      const row = (await db.select().from(billingSubscriptions).where(eq(billingSubscriptions.businessId, business.id)))[0]!;
      return { data: { subscription: subscriptionResource(row, (await loadPlans(db)).byId), invoice: invoice ? invoiceResource(invoice, now) : null, takes_effect: outcome.changed } };
    },
  );

  r.get(
    '/businesses/:id/subscription/invoices',
    { config: { access }, schema: { tags, summary: "The business's invoices, newest first: paid, open or overdue", params, response: { 200: many(InvoiceSchema), ...errorResponses(401, 403, 404) } } },
    async (request) => {
      const businessId = accessOf(request).business.id;
      const now = requestNow(request);
      await bringUpToDate(app.db, businessId, now);
      const rows = await app.db.select().from(billingInvoices).where(eq(billingInvoices.businessId, businessId)).orderBy(desc(billingInvoices.periodStart), desc(billingInvoices.id)).limit(100);
      return { data: rows.map((row) => invoiceResource(row, now)) };
    },
  );

  r.post(
    '/businesses/:id/subscription/invoices/:uuid/payment',
    {
      config: { access },
      schema: {
        tags,
        summary: "Pay an invoice: a Mercado Pago checkout on Comanda's own account (the spec's invoice payment-preference); its payment's notification marks the invoice paid",
        params: z.strictObject({ id: PathIdSchema, uuid: z.uuid() }),
        response: { 200: one(z.object({ checkout_url: z.string() })), ...errorResponses(401, 403, 404, 409, 422, 502) },
      },
    },
    async (request) => {
      const { business } = accessOf(request);
      const [row] = await app.db.select().from(billingInvoices).where(and(eq(billingInvoices.uuid, request.params.uuid), eq(billingInvoices.businessId, business.id)));
      if (!row) throw new AppError('not_found', msg(request.lang, 'billing_invoice_not_found'));
      if (row.status !== 'open') throw new AppError('conflict', msg(request.lang, 'billing_invoice_paid'));
      const plan = (await loadPlans(app.db)).byCode.get(row.lines.find((line) => line.kind === 'plan')?.code ?? '');
      let checkout: Awaited<ReturnType<typeof invoiceCheckout>>;
      try {
        checkout = await invoiceCheckout(app.config, row, `Comanda ${plan?.name ?? ''} — ${business.name}`.trim());
      } catch (err) {
        request.log.warn({ err, invoice: row.uuid }, 'invoice checkout failed');
        throw new AppError('provider_unavailable', msg(request.lang, 'billing_payment_failed'));
      }
      if (!checkout) throw new AppError('conflict', msg(request.lang, 'billing_payment_unavailable'));
      return { data: { checkout_url: checkout.redirectUrl } };
    },
  );

  r.get(
    '/businesses/:id/subscription/invoices/:uuid',
    { config: { access }, schema: { tags, summary: 'One invoice with its lines (the printable page /subscription/invoice/{uuid})', params: z.strictObject({ id: PathIdSchema, uuid: z.uuid() }), response: { 200: one(InvoiceSchema), ...errorResponses(401, 403, 404, 422) } } },
    async (request) => {
      const [row] = await app.db.select().from(billingInvoices).where(and(eq(billingInvoices.uuid, request.params.uuid), eq(billingInvoices.businessId, accessOf(request).business.id)));
      if (!row) throw new AppError('not_found', msg(request.lang, 'billing_invoice_not_found'));
      return { data: invoiceResource(row, requestNow(request)) };
    },
  );
}
