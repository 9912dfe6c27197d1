import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { waiterTablesOf, WaiterTablesResourceSchema } from '@comanda/domain/tables/waiter-tables';
import { businessDayEnd, businessDayStart } from '@comanda/domain/time/business-day';
import { businessDate } from '@comanda/domain/time/business-time';
import { PathIdSchema } from '@comanda/domain/validation/row-id';
import { many } from '@comanda/domain/wire/envelopes';
import { errorResponses } from '../../lib/error-responses';
import { requestNow } from '../../lib/request-clock';
import { accessOf, businessAccess } from '../../plugins/route-access';
import { activeWaiters, servedTableOrders } from './waiter-tables.repository';

// GET v1/businesses/{id}/waiter-tables (issue 19, /settings/tables/settings/mesas/waiter-management):
// the waiters and the tables each serves in the business's day, for the owner (manage_tables).

const params = z.strictObject({ id: PathIdSchema });

export async function waiterTablesRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/businesses/:id/waiter-tables',
    {
      config: { access: businessAccess('manage_tables', { from: 'path' }) },
      schema: {
        tags: ['tables'],
        summary:
          "The active waiters, and anyone else who opened a table today, each with the tables they opened in the business's day (and those still open from before), open tables, the day's table orders and sales (canceled left out). Those with open tables first, then by name.",
        params,
        response: { 200: many(WaiterTablesResourceSchema), ...errorResponses(400, 401, 403, 404, 422) },
      },
    },
    async (request) => {
      const { business } = accessOf(request);
      const today = businessDate(requestNow(request), business.timezone);
      const day = { start: businessDayStart(today, business.timezone), end: businessDayEnd(today, business.timezone) };
      const [waiters, served] = await Promise.all([activeWaiters(app.db, business.id), servedTableOrders(app.db, business.id, day)]);
      return { data: waiterTablesOf(waiters, served) };
    },
  );
}
