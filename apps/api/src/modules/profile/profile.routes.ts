import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { deleteMeBodySchema, updateMeBodySchema } from '@comanda/domain/auth/auth-schemas';
import { userSchema } from '@comanda/domain/auth/user-schema';
import { errorResponses } from '../../lib/error-responses';
import { removeStoredImage } from '../../lib/images';
import { clearSessionCookie } from '../../lib/session-cookie';
import { currentAuth, currentUser } from '../../plugins/auth';
import { deleteAccount, updateMe } from './profile.service';
import { loadUserResource, userResourceOf } from './user-resource';
import { publicAccess, userAccess } from '../../plugins/route-access';
import { one } from '@comanda/domain/wire/envelopes';
import { businessSchema } from '@comanda/domain/business/business-schemas';
import { requestNow } from '../../lib/request-clock';
import { currentBusinessOf } from '../../plugins/tenancy';
import { toBusinessResource } from '../businesses/businesses.api';

export const oneUserSchema = one(userSchema);
/** GET /me: the user and the business they act in (spec §3: the business resource, storefront_url included), null when none. */
const meSchema = one(userSchema.extend({ business: businessSchema.nullable() }));

/** GET /session; GET, PUT and DELETE /me. */
export async function profileRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // The web asks this on every page load, the login page included: "nobody" is an answer, not a 401
  // (which browsers log as an error). Every route that needs a user still answers 401 without one.
  r.get(
    '/session',
    {
      config: { access: publicAccess() },
      schema: { tags: ['profile'], summary: 'The logged-in user, or null when nobody is', response: { 200: one(userSchema.nullable()) } },
    },
    async (request) => ({ data: request.auth ? userResourceOf(request.auth) : null }),
  );

  r.get(
    '/me',
    {
      config: { access: userAccess() },
      schema: { tags: ['profile'], summary: 'The logged-in user, with the business they act in (null: none)', response: { 200: meSchema, ...errorResponses(401) } },
    },
    async (request) => {
      const auth = currentAuth(request);
      const business = currentBusinessOf(auth);
      const resource = business ? toBusinessResource(business, { lang: request.lang, appUrl: app.config.appUrl, now: requestNow(request) }) : null;
      return { data: { ...userResourceOf(auth), business: resource } };
    },
  );

  r.put(
    '/me',
    {
      config: { access: userAccess() },
      schema: {
        tags: ['profile'],
        summary: 'Change name, language or current business (one the user is an active member of)',
        body: updateMeBodySchema,
        response: { 200: oneUserSchema, ...errorResponses(400, 401, 403, 422) },
      },
    },
    async (request) => {
      const before = currentUser(request).currentBusinessId;
      const user = await updateMe(app.db, currentUser(request), request.body, request.lang);
      if (user.currentBusinessId !== before) await app.realtime.userMovedBusiness(user.id, user.currentBusinessId);
      return { data: await loadUserResource(app.db, user) };
    },
  );

  r.delete(
    '/me',
    {
      config: { access: userAccess() },
      schema: {
        tags: ['profile'],
        summary: 'Delete the account (needs the password); its sessions end with it',
        body: deleteMeBodySchema,
        response: { 204: z.null().describe('No content'), ...errorResponses(400, 401, 403, 422) },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      await deleteAccount(app.db, user, request.body.password, request.lang);
      app.realtime.userSessionsEnded(user.id);
      await removeStoredImage(app.storage, user.avatarPath);
      clearSessionCookie(reply);
      return reply.status(204).send(null);
    },
  );
}
