import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { messageResponseSchema } from '@comanda/domain/auth/auth-schemas';
import { whatsappChangeConfirmSchema, whatsappChangeRequestSchema } from '@comanda/domain/auth/whatsapp-change-schemas';
import { toLang } from '@comanda/domain/validation/lang';
import { fieldError } from '../../lib/app-error';
import { errorResponses } from '../../lib/error-responses';
import { msg } from '../../lib/messages';
import { consumeCode, issueCode } from '../../lib/one-time-tokens';
import { normalizeWhatsapp } from '../../lib/phone';
import { perAccountLimit } from '../../lib/rate-limits';
import { currentUser } from '../../plugins/auth';
import { whatsappCodeText } from './profile-messages';
import { signsInElsewhere, updateUser } from '../users/users.api';
import { oneUserSchema } from './profile.routes';
import { loadUserResource } from './user-resource';
import { userAccess } from '../../plugins/route-access';

/** POST /me/whatsapp-change (sends a 6-digit code to the new number) and PUT (confirms it). */
export async function whatsappChangeRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/me/whatsapp-change',
    {
      config: { access: userAccess() },
      preHandler: perAccountLimit(app, 'whatsapp-change', (request) => request.auth?.user.id),
      schema: {
        tags: ['profile'],
        summary: 'Send a confirmation code to a new WhatsApp number (valid 10 minutes, 5 attempts)',
        body: whatsappChangeRequestSchema,
        response: { 200: messageResponseSchema, ...errorResponses(400, 401, 403, 422, 429) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const whatsapp = normalizeWhatsapp(request.body.whatsapp, request.lang);
      // A number signs in to one account (decision 0036): another's is refused before a code is sent.
      if (await signsInElsewhere(app.db, whatsapp, user.id)) throw fieldError('whatsapp', msg(request.lang, 'whatsapp_in_use'));
      const code = await issueCode(app.db, user.id, 'change_whatsapp', { whatsapp });
      await app.outbox.send({ channel: 'whatsapp', to: whatsapp, text: whatsappCodeText(toLang(user.lang), code) });
      return { message: msg(request.lang, 'whatsapp_code_sent') };
    },
  );

  r.put(
    '/me/whatsapp-change',
    {
      config: { access: userAccess() },
      schema: {
        tags: ['profile'],
        summary: 'Confirm the new WhatsApp number with the code it received',
        body: whatsappChangeConfirmSchema,
        response: { 200: oneUserSchema, ...errorResponses(400, 401, 403, 422) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const payload = await consumeCode(app.db, user.id, 'change_whatsapp', request.body.code);
      if (!payload?.['whatsapp']) throw fieldError('code', msg(request.lang, 'invalid_code'));
      // Null: another account confirmed the number since the code was sent (the unique index decided).
      const updated = await updateUser(app.db, user.id, { whatsapp: payload['whatsapp'], whatsappVerifiedAt: new Date() });
      if (!updated) throw fieldError('code', msg(request.lang, 'whatsapp_in_use'));
      return { data: await loadUserResource(app.db, updated) };
    },
  );
}
