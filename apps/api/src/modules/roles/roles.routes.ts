import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { roleSchema } from '@comanda/domain/auth/user-schema';
import { errorResponses } from '../../lib/error-responses';
import { listRoles } from './roles.repository';
import { userAccess } from '../../plugins/route-access';
import { many } from '@comanda/domain/wire/envelopes';

export async function rolesRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/roles',
    {
      config: { access: userAccess() },
      schema: {
        tags: ['roles'],
        summary: 'Roles a member of a business can have (owner, waiter, user)',
        response: { 200: many(roleSchema), ...errorResponses(401) },
      },
    },
    async () => ({ data: await listRoles(app.db) }),
  );
}
