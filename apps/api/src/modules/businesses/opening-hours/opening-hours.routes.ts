import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  OpeningHoursBodySchema,
  OpeningHoursResourceSchema,
  openingStatus,
  type OpeningHoursResource,
} from '@comanda/domain/business/opening-hours';
import { one } from '@comanda/domain/wire/envelopes';
import { AppError } from '../../../lib/app-error';
import { writeAudit } from '../../../lib/audit';
import { errorResponses } from '../../../lib/error-responses';
import { msg } from '../../../lib/messages';
import { requestNow } from '../../../lib/request-clock';
import { inTransaction } from '../../../lib/unit-of-work';
import { currentUser } from '../../../plugins/auth';
import { accessOf, businessAccess } from '../../../plugins/route-access';
import { businessIdParamsSchema } from '../businesses.routes';
import { saveOpeningHours, type StoredOpeningHours } from './opening-hours.repository';

// v1/businesses/{id}/schedules: the business's opening hours (issue 14; the spec names the GET only).

const single = one(OpeningHoursResourceSchema);

function toOpeningHoursResource({ hours, version, timezone }: StoredOpeningHours, now: Date): OpeningHoursResource {
  return { ...hours, version, timezone, status: openingStatus(hours, now, timezone) };
}

export async function openingHoursRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/businesses/:id/schedules',
    {
      config: { access: businessAccess('manage_settings', { from: 'path' }) },
      schema: {
        tags: ['businesses'],
        summary: 'Opening hours: the ranges of each weekday, the dated exceptions, and whether it is open now',
        params: businessIdParamsSchema,
        response: { 200: single, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const { business } = accessOf(request);
      const stored = { hours: business.openingHours, version: business.openingHoursVersion, timezone: business.timezone };
      return { data: toOpeningHoursResource(stored, requestNow(request)) };
    },
  );

  r.put(
    '/businesses/:id/schedules',
    {
      config: { access: businessAccess('manage_settings', { from: 'path' }) },
      schema: {
        tags: ['businesses'],
        summary:
          'Save the whole week and its exceptions at once, with the version last read (409 when someone saved since); a closing time before the opening runs past midnight',
        params: businessIdParamsSchema,
        body: OpeningHoursBodySchema,
        response: { 200: single, ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request) => {
      const { business } = accessOf(request);
      const user = currentUser(request);
      const { version, ...hours } = request.body;
      const saved = await inTransaction(app.db, async (tx) => {
        const row = await saveOpeningHours(tx, business.id, hours, version);
        if (row) {
          await writeAudit(tx, {
            businessId: business.id,
            actorUserId: user.id,
            action: 'opening_hours.update',
            entity: 'business',
            entityId: business.id,
            before: business.openingHours,
            after: hours,
          });
        }
        return row;
      });
      if (!saved) throw new AppError('conflict', msg(request.lang, 'opening_hours_stale'));
      return { data: toOpeningHoursResource(saved, requestNow(request)) };
    },
  );
}
