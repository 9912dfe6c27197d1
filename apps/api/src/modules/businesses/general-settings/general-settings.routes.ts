import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { GeneralSettingsBodySchema, GeneralSettingsResourceSchema } from '@comanda/domain/business/general-settings';
import { one } from '@comanda/domain/wire/envelopes';
import { AppError } from '../../../lib/app-error';
import { writeAudit } from '../../../lib/audit';
import { errorResponses } from '../../../lib/error-responses';
import { msg } from '../../../lib/messages';
import { inTransaction } from '../../../lib/unit-of-work';
import { currentUser } from '../../../plugins/auth';
import { accessOf, businessAccess } from '../../../plugins/route-access';
import { businessIdParamsSchema } from '../businesses.routes';
import { saveGeneralSettings, toGeneralSettingsResource } from './general-settings.repository';

// v1/businesses/{id}/general-settings (issue 14). The spec names the page (/settings/general-settings)
// but no route for it; the path follows the page, as schedules and district-delivery do.

const single = one(GeneralSettingsResourceSchema);

export async function generalSettingsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/businesses/:id/general-settings',
    {
      config: { access: businessAccess('manage_settings', { from: 'path' }) },
      schema: {
        tags: ['businesses'],
        summary:
          'General settings: waiter service charge (percentage), minimum order, auto-accept, sound alert, order-number reset, preparation time (no route in the spec; named after its page)',
        params: businessIdParamsSchema,
        response: { 200: single, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => ({ data: toGeneralSettingsResource(accessOf(request).business) }),
  );

  r.put(
    '/businesses/:id/general-settings',
    {
      config: { access: businessAccess('manage_settings', { from: 'path' }) },
      schema: {
        tags: ['businesses'],
        summary:
          'Save every general setting at once with the version last read (409 when someone saved since); a service charge of null or 0 means none (no route in the spec; named after its page)',
        params: businessIdParamsSchema,
        body: GeneralSettingsBodySchema,
        response: { 200: single, ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request) => {
      const { business } = accessOf(request);
      const user = currentUser(request);
      const { version, ...settings } = request.body;
      const before = toGeneralSettingsResource(business);
      const saved = await inTransaction(app.db, async (tx) => {
        const row = await saveGeneralSettings(tx, business.id, settings, version);
        if (row) {
          await writeAudit(tx, {
            businessId: business.id,
            actorUserId: user.id,
            action: 'general_settings.update',
            entity: 'business',
            entityId: business.id,
            before,
            after: row,
          });
        }
        return row;
      });
      if (!saved) throw new AppError('conflict', msg(request.lang, 'general_settings_stale'));
      return { data: saved };
    },
  );
}
