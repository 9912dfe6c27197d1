import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CityResourceSchema,
  type CityResource,
  CreateDistrictBodySchema,
  DistrictListQuerySchema,
  DistrictResourceSchema,
  StateResourceSchema,
} from '@comanda/domain/regions/regions';
import { fieldLabel } from '@comanda/domain/validation/field-labels';
import { renderMessage } from '@comanda/domain/validation/messages';
import { PathIdSchema } from '@comanda/domain/validation/row-id';
import { many, one, page } from '@comanda/domain/wire/envelopes';
import { pageMeta } from '@comanda/domain/wire/pagination';
import { AppError, fieldError } from '../../lib/app-error';
import { errorResponses } from '../../lib/error-responses';
import { msg } from '../../lib/messages';
import { accessOf, businessAccess, userAccess } from '../../plugins/route-access';
import { ensureDistrict, findCity, findState, listCities, listDistricts, listStates } from './regions.repository';

// v1/core/regions… (spec §7 "Regions and plans"). The lists are reference data for anyone signed
// in (an address form anywhere in the app needs them); adding a bairro changes what every business
// of the city sees, so it needs manage_settings in the caller's business.

const params = z.strictObject({ id: PathIdSchema });
const tags = ['regions'];

export async function regionsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.db;
  // States and cities change only with a migration, which a restart applies: each state's answer is
  // read and written out once per process (the address forms ask for it often; São Paulo has 645
  // cities, and serialising them on every request was most of its time).
  const citiesByState = new Map<number, Promise<string>>();
  const citiesJsonOf = (stateId: number) => {
    let json = citiesByState.get(stateId);
    if (!json) {
      json = listCities(db, stateId).then((data: CityResource[]) => JSON.stringify({ data }));
      citiesByState.set(stateId, json);
      json.catch(() => citiesByState.delete(stateId)); // a failed read is tried again next time
    }
    return json;
  };

  r.get(
    '/core/regions/states',
    {
      config: { access: userAccess() },
      schema: { tags, summary: "Brazil's 27 states (IBGE codes), by name", response: { 200: many(StateResourceSchema), ...errorResponses(401) } },
    },
    async () => ({ data: await listStates(db) }),
  );

  r.get(
    '/core/regions/states/:id/cities',
    {
      config: { access: userAccess() },
      schema: {
        tags,
        summary: "A state's municipalities (IBGE codes), by name with accents ignored",
        params,
        response: { 200: many(CityResourceSchema), ...errorResponses(401, 404, 422) },
      },
    },
    async (request, reply) => {
      const state = await findState(db, request.params.id);
      if (!state) throw new AppError('not_found', msg(request.lang, 'state_not_found'));
      // Fastify sends a JSON string as it is, without the serializer: the response schema documents
      // the answer, the cache holds it already written (the type provider knows only the object form).
      const json = (await citiesJsonOf(state.id)) as unknown as { data: CityResource[] };
      return reply.type('application/json; charset=utf-8').send(json);
    },
  );

  r.get(
    '/core/regions/cities/:id/districts',
    {
      config: { access: userAccess() },
      schema: {
        tags,
        summary: "A page of a city's bairros by name; search matches any part of the name, accents and case ignored",
        params,
        querystring: DistrictListQuerySchema,
        response: { 200: page(DistrictResourceSchema), ...errorResponses(401, 404, 422) },
      },
    },
    async (request) => {
      const city = await findCity(db, request.params.id);
      if (!city) throw new AppError('not_found', msg(request.lang, 'city_not_found'));
      const { search, page, per_page: perPage } = request.query;
      const { data, total } = await listDistricts(db, city.id, { search: search || undefined, page, perPage });
      return { data, meta: pageMeta({ page, perPage, total }) };
    },
  );

  r.post(
    '/core/regions/district',
    {
      config: { access: businessAccess('manage_settings') },
      schema: {
        tags,
        summary:
          'Add a bairro missing from a city (201); a name the city already has, accents, case and punctuation ignored, answers that bairro (200)',
        body: CreateDistrictBodySchema,
        response: { 200: one(DistrictResourceSchema), 201: one(DistrictResourceSchema), ...errorResponses(400, 401, 403, 422) },
      },
    },
    async (request, reply) => {
      const { business } = accessOf(request);
      const { lang, body } = request;
      const city = await findCity(db, body.city_id);
      if (!city) throw fieldError('city_id', renderMessage('in', lang, { field: fieldLabel('city_id', lang) }));
      const { district, created } = await ensureDistrict(db, { cityId: city.id, name: body.name, businessId: business.id });
      return reply.status(created ? 201 : 200).send({ data: district });
    },
  );
}
