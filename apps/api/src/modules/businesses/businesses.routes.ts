import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  businessSchema,
  createBusinessBodySchema,
  listBusinessesQuerySchema,
  updateBusinessBodySchema,
} from '@comanda/domain/business/business-schemas';
import { PathIdSchema } from '@comanda/domain/validation/row-id';
import { AppError, fieldError } from '../../lib/app-error';
import { errorResponses } from '../../lib/error-responses';
import { msg } from '../../lib/messages';
import { requestNow } from '../../lib/request-clock';
import { currentUser } from '../../plugins/auth';
import { toBusinessResource } from './business-resource';
import { listAllBusinesses, listBusinessesOfUser } from './businesses.repository';
import { createBusiness, saveBusinessProfile } from './businesses.service';
import { accessOf, businessAccess, platformAdminAccess, userAccess } from '../../plugins/route-access';
import { many, one, page } from '@comanda/domain/wire/envelopes';
import { pageMeta } from '@comanda/domain/wire/pagination';

export const businessIdParamsSchema = z.strictObject({ id: PathIdSchema });
const single = one(businessSchema);
const list = many(businessSchema);

export async function businessesRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/businesses',
    {
      config: { access: userAccess() },
      schema: {
        tags: ['businesses'],
        summary: 'Create a business: the caller becomes its owner, it becomes their current business, a trial starts',
        body: createBusinessBodySchema,
        response: { 201: single, ...errorResponses(400, 401, 403, 422) },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const business = await createBusiness(app.db, {
        userId: user.id,
        body: request.body,
        lang: request.lang,
        trialDays: app.config.trialDays,
      });
      await app.realtime.userMovedBusiness(user.id, business.id);
      return reply.status(201).send({ data: toBusinessResource(business, { lang: request.lang, appUrl: app.config.appUrl }) });
    },
  );

  r.get(
    '/businesses',
    {
      config: { access: userAccess() },
      schema: {
        tags: ['businesses'],
        summary: "The caller's businesses (active memberships)",
        response: { 200: list, ...errorResponses(401) },
      },
    },
    async (request) => {
      const rows = await listBusinessesOfUser(app.db, currentUser(request).id);
      return { data: rows.map((row) => toBusinessResource(row, { lang: request.lang, appUrl: app.config.appUrl })) };
    },
  );

  r.get(
    '/businesses/all',
    {
      config: { access: platformAdminAccess() },
      schema: {
        tags: ['businesses'],
        summary: 'Every business, paginated, searchable by name (platform admins)',
        querystring: listBusinessesQuerySchema,
        response: { 200: page(businessSchema), ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => {
      const { page, per_page: perPage, search } = request.query;
      const { rows, total } = await listAllBusinesses(app.db, { page, perPage, search: search || undefined });
      return {
        data: rows.map((row) => toBusinessResource(row, { lang: request.lang, appUrl: app.config.appUrl })),
        meta: pageMeta({ page, perPage, total }),
      };
    },
  );

  r.get(
    '/businesses/:id',
    {
      config: { access: businessAccess('any_member', { from: 'path' }) },
      schema: {
        tags: ['businesses'],
        summary: 'One business the caller is a member of (platform admins: any), with its storefront_url',
        params: businessIdParamsSchema,
        response: { 200: single, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => ({ data: toBusinessResource(accessOf(request).business, { lang: request.lang, appUrl: app.config.appUrl, now: requestNow(request) }) }),
  );

  r.put(
    '/businesses/:id',
    {
      config: { access: businessAccess('manage_settings', { from: 'path' }) },
      schema: {
        tags: ['businesses'],
        summary:
          "Save the business page whole (needs manage_settings), with the profile_version last read: 409 when someone saved since, 422 on slug when another business has it",
        params: businessIdParamsSchema,
        body: updateBusinessBodySchema,
        response: { 200: single, ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request) => {
      const { business } = accessOf(request);
      const saved = await saveBusinessProfile(app.db, { business, actorUserId: currentUser(request).id, body: request.body, lang: request.lang });
      if (saved === 'stale') throw new AppError('conflict', msg(request.lang, 'business_profile_stale'));
      if (saved === 'slug_taken') throw fieldError('slug', msg(request.lang, 'slug_taken'));
      return { data: toBusinessResource(saved, { lang: request.lang, appUrl: app.config.appUrl, now: requestNow(request) }) };
    },
  );
}
