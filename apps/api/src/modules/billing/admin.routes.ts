import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AdminSubscriptionsQuerySchema, AdminSubscriptionsSchema } from '@comanda/domain/billing/billing-resource';
import { PathIdSchema } from '@comanda/domain/validation/row-id';
import { requiredString } from '@comanda/domain/validation/rules';
import { one } from '@comanda/domain/wire/envelopes';
import { AppError } from '../../lib/app-error';
import { errorResponses } from '../../lib/error-responses';
import { msg } from '../../lib/messages';
import { inTransaction } from '../../lib/unit-of-work';
import { currentUser } from '../../plugins/auth';
import { platformAdminAccess } from '../../plugins/route-access';
import { listSubscriptions } from './admin/subscriptions-list';
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
}
