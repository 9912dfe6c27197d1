import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { countVisits } from '../storefront/storefront.api';
import { z } from 'zod';
import { StatsQuerySchema, StatsResourceSchema, STATS_MAX_DAYS, type StatsResource } from '@comanda/domain/stats/stats-resource';
import { businessDayEnd, businessDayStart } from '@comanda/domain/time/business-day';
import { addDays, businessDate } from '@comanda/domain/time/business-time';
import { PathIdSchema } from '@comanda/domain/validation/row-id';
import { one } from '@comanda/domain/wire/envelopes';
import { fieldError } from '../../lib/app-error';
import { errorResponses } from '../../lib/error-responses';
import { msg } from '../../lib/messages';
import { featureAvailable } from '../../lib/plans/require-feature';
import { requestNow } from '../../lib/request-clock';
import { accessOf, businessAccess } from '../../plugins/route-access';
import { periodFigures, periodTotals } from './stats.repository';

// GET v1/businesses/{id}/stats (issue 16, spec §7): the home page's figures, in the business's days.

const params = z.strictObject({ id: PathIdSchema });

/** The dates from `from` to `to`, both included. */
function daysOf(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}

export async function statsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/businesses/:id/stats',
    {
      config: { access: businessAccess('view_reports', { from: 'path' }) },
      schema: {
        tags: ['stats'],
        summary:
          "The dashboard's figures: the day's revenue and orders for every plan; with dashboard_statistics, the period's (from/to, the business's local days, the month so far by default) revenue, orders, new customers and the series of its charts. Canceled orders never count.",
        params,
        querystring: StatsQuerySchema,
        response: { 200: one(StatsResourceSchema), ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const access = accessOf(request);
      const { business } = access;
      const timeZone = business.timezone;
      const now = requestNow(request);
      const today = businessDate(now, timeZone);
      const from = request.query.from ?? `${today.slice(0, 8)}01`;
      const to = request.query.to ?? today;
      if (to < from) throw fieldError('to', msg(request.lang, 'stats_range_reversed'));
      if (to > addDays(from, STATS_MAX_DAYS - 1)) throw fieldError('to', msg(request.lang, 'stats_range_too_long', { days: STATS_MAX_DAYS }));
      const days = daysOf(from, to);

      const bounds = (first: string, last: string) => ({ businessId: business.id, start: businessDayStart(first, timeZone), end: businessDayEnd(last, timeZone), timeZone });
      const withPeriod = featureAvailable(access, 'dashboard_statistics', now);
      const [day, period, visits] = await Promise.all([
        periodTotals(app.db, bounds(today, today)),
        withPeriod ? periodFigures(app.db, { ...bounds(from, to), days }) : null,
        withPeriod ? countVisits(app.db, business.id, from, to) : null,
      ]);
      const data: StatsResource = {
        today,
        revenue_generated_day: day.revenue,
        orders_count_day: day.orders,
        from,
        to,
        revenue_generated: period?.revenue ?? null,
        orders_count: period?.orders ?? null,
        customers_count: period?.customers ?? null,
        view_app_count: visits,
        series: period?.series ?? null,
      };
      return { data };
    },
  );
}
