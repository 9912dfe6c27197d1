import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { businessSchema } from '@comanda/domain/business/business-schemas';
import { one } from '@comanda/domain/wire/envelopes';
import { errorResponses } from '../../lib/error-responses';
import { requestNow } from '../../lib/request-clock';
import { currentAuth, currentUser } from '../../plugins/auth';
import { platformAdminAccess, userAccess } from '../../plugins/route-access';
import { currentBusinessOf } from '../../plugins/tenancy';
import { enterBusiness, leaveBusiness } from './admin-entry.service';
import { toBusinessResource } from './business-resource';
import { businessIdParamsSchema } from './businesses.routes';

/**
 * The business the caller acts in (docs/decisions/0019): everyone reads it here; a member switches
 * among their own businesses with PUT /me; a platform admin enters any business and leaves it here.
 */
export async function currentBusinessRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Each answers the caller's current business after the call, in the same shape.
  const currentBusiness = one(businessSchema.nullable());

  r.get(
    '/businesses/current',
    {
      config: { access: userAccess() },
      schema: {
        tags: ['businesses'],
        summary: 'The business the caller acts in (null: none); a blocked one is returned with can_access false',
        response: { 200: currentBusiness, ...errorResponses(401) },
      },
    },
    async (request) => {
      const business = currentBusinessOf(currentAuth(request));
      return { data: business ? toBusinessResource(business, { lang: request.lang, appUrl: app.config.appUrl, now: requestNow(request) }) : null };
    },
  );

  r.post(
    '/businesses/:id/enter',
    {
      config: { access: platformAdminAccess() },
      schema: {
        tags: ['businesses'],
        summary: 'Platform admins: act in this business (any, blocked ones too); it becomes the current one and the entry is audited',
        params: businessIdParamsSchema,
        response: { 200: currentBusiness, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const admin = currentUser(request);
      const business = await enterBusiness(app.db, admin, request.params.id, request.lang);
      if (business.id !== admin.currentBusinessId) await app.realtime.userMovedBusiness(admin.id, business.id);
      return { data: toBusinessResource(business, { lang: request.lang, appUrl: app.config.appUrl }) };
    },
  );

  r.post(
    '/businesses/current/leave',
    {
      config: { access: platformAdminAccess() },
      schema: {
        tags: ['businesses'],
        summary: 'Platform admins: stop acting in the current business (the current one becomes none)',
        response: { 200: currentBusiness, ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      const admin = currentUser(request);
      if (await leaveBusiness(app.db, admin)) await app.realtime.userMovedBusiness(admin.id, null);
      return { data: null };
    },
  );
}
