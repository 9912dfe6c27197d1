import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { cepAddressSchema, cepDigits, cepParamsSchema } from '@comanda/domain/address/cep';
import { one } from '@comanda/domain/wire/envelopes';
import { errorResponses } from '../../lib/error-responses';
import { perAccountLimit } from '../../lib/rate-limits';
import { cepAddress } from './cep-lookup';
import { userAccess } from '../../plugins/route-access';

/** Lookups a person makes in a minute; a typo corrected a few times stays far below it. */
const LOOKUPS_PER_MINUTE = 30;

/**
 * GET /cep/{zipcode}: the address of a CEP, asked of the CEP provider by the server, so the browser
 * stays within its own origin (CSP) and the provider sees our rate, not every visitor's. A failure
 * of the provider is a 502/504 the form answers by letting the person type the address.
 */
export async function cepRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/cep/:zipcode',
    {
      config: { access: userAccess() },
      preHandler: perAccountLimit(app, 'cep', (request) => request.auth?.user.id, LOOKUPS_PER_MINUTE),
      schema: {
        tags: ['addresses'],
        summary: 'Street, bairro, city and state of a CEP (8 digits, hyphen optional)',
        params: cepParamsSchema,
        response: { 200: one(cepAddressSchema), ...errorResponses(401, 404, 422, 429, 502, 504) },
      },
    },
    async (request, reply) => {
      const digits = cepDigits(request.params.zipcode)!; // the params schema admitted only full CEPs
      const address = await cepAddress(app.config.cep, digits, request.lang, request.log);
      // An address rarely moves to another CEP: the browser may reuse the answer for a day.
      void reply.header('cache-control', 'private, max-age=86400');
      return { data: address };
    },
  );
}
