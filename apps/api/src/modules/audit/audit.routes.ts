import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AuditActorSchema, AuditLogPageSchema, AuditLogQuerySchema } from '@comanda/domain/audit/audit-resource';
import { PathIdSchema } from '@comanda/domain/validation/row-id';
import { many } from '@comanda/domain/wire/envelopes';
import { errorResponses } from '../../lib/error-responses';
import { currentDb } from '../../lib/unit-of-work';
import { accessOf, businessAccess } from '../../plugins/route-access';
import { auditActors, listAuditEntries } from './audit.repository';

// The owner's audit page (issue 19, decision 0015): who changed what in the business, and when.
// Reading it needs view_reports (owners hold every permission); the trail is the business's only.

const tags = ['audit'];
const params = z.strictObject({ id: PathIdSchema });
const access = () => businessAccess('view_reports', { from: 'path' });

export async function auditRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app;

  r.get(
    '/businesses/:id/audit-log',
    {
      config: { access: access() },
      schema: {
        tags,
        summary:
          "The business's audit trail, newest first, a page at a time: send meta.next_cursor back as cursor for older entries. Filters: actor_user_id, action (comma-separated; each an exact action such as order.cancel or a prefix such as order.), from/to (the business's local days, both included); per_page up to 100 (default 50)",
        params,
        querystring: AuditLogQuerySchema,
        response: { 200: AuditLogPageSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const { business } = accessOf(request);
      const query = request.query;
      const { data, nextCursor } = await listAuditEntries(currentDb(db), business.id, business.timezone, query);
      return { data, meta: { per_page: query.per_page, next_cursor: nextCursor } };
    },
  );

  r.get(
    '/businesses/:id/audit-log/actors',
    {
      config: { access: access() },
      schema: {
        tags,
        summary: "Everyone who appears in the business's audit trail (id and name, by name), for the audit page's person filter",
        params,
        response: { 200: many(AuditActorSchema), ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => ({ data: await auditActors(currentDb(db), accessOf(request).business.id) }),
  );
}
