import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DeliveryAreaSchema, DistrictDeliveryBodySchema, DistrictDeliveryResourceSchema } from '@comanda/domain/delivery/district-delivery';
import { fieldLabel } from '@comanda/domain/validation/field-labels';
import { renderMessage } from '@comanda/domain/validation/messages';
import { PathIdSchema } from '@comanda/domain/validation/row-id';
import { many, one } from '@comanda/domain/wire/envelopes';
import { AppError, fieldError } from '../../lib/app-error';
import { errorResponses } from '../../lib/error-responses';
import { msg } from '../../lib/messages';
import { accessOf, businessAccess } from '../../plugins/route-access';
import { listDeliveryAreas } from './delivery-areas.repository';
import { staffActor } from '../../lib/commands/request-command';
import { readDistrictDelivery, saveDistrictDelivery } from './delivery-areas.service';

// v1/businesses/{id}/districts and …/district-delivery (spec §7 "Business"; issue 14 "Delivery
// areas and fees"). Editing needs manage_settings. The list of bairros with their fees is read by
// whoever takes an order (the PDV sets the fee from the bairro, spec §4), so any member reads it.

const params = z.strictObject({ id: PathIdSchema });
const tags = ['delivery'];

export async function deliveryAreasRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.db;
  const businessGone = (lang: Parameters<typeof msg>[0]) => new AppError('not_found', msg(lang, 'business_not_found'));

  r.get(
    '/businesses/:id/districts',
    {
      config: { access: businessAccess('any_member', { from: 'path' }) },
      schema: {
        tags,
        summary: 'The bairros the business delivers to, with their fees and terms, by city and name',
        params,
        response: { 200: many(DeliveryAreaSchema), ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => ({ data: await listDeliveryAreas(db, accessOf(request).business.id) }),
  );

  r.get(
    '/businesses/:id/district-delivery',
    {
      config: { access: businessAccess('manage_settings', { from: 'path' }) },
      schema: {
        tags,
        summary: 'The delivery areas as the settings page edits them: the bairros, the fee outside them (or none), and the version read',
        params,
        response: { 200: one(DistrictDeliveryResourceSchema), ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const resource = await readDistrictDelivery(db, accessOf(request).business.id);
      if (!resource) throw businessGone(request.lang);
      return { data: resource };
    },
  );

  r.put(
    '/businesses/:id/district-delivery',
    {
      config: { access: businessAccess('manage_settings', { from: 'path' }) },
      schema: {
        tags,
        summary:
          'Replace the delivery areas: the list sent is the list kept. A version older than the saved one (someone saved meanwhile) answers 409 and changes nothing',
        params,
        body: DistrictDeliveryBodySchema,
        response: { 200: one(DistrictDeliveryResourceSchema), ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request) => {
      const { lang } = request;
      const outcome = await saveDistrictDelivery(db, staffActor(request), request.body);
      if (!outcome) throw businessGone(lang);
      if (outcome.kind === 'stale') throw new AppError('conflict', msg(lang, 'district_delivery_stale'));
      if (outcome.kind === 'unknown_district') {
        throw fieldError(`districts.${outcome.index}.district_id`, renderMessage('in', lang, { field: fieldLabel('district_id', lang) }));
      }
      return { data: outcome.resource };
    },
  );
}
