import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ScheduleBodySchema, ScheduleResourceSchema, isNeverOffered } from '@comanda/domain/menu/product-schedule';
import { renderMessage } from '@comanda/domain/validation/messages';
import { AppError, fieldError } from '../../../lib/app-error';
import { inTransaction } from '../../../lib/unit-of-work';
import { errorResponses } from '../../../lib/error-responses';
import { msg } from '../../../lib/messages';
import { requireProduct } from '../menu-access';
import { PathIdSchema } from '@comanda/domain/validation/row-id';
import { listSchedules, toScheduleResource, updateSchedule, weekAfterUpdate } from './schedules.repository';
import { accessOf, businessAccess } from '../../../plugins/route-access';
import { many, one } from '@comanda/domain/wire/envelopes';

// v1/products/{id}/schedules and v1/schedules/{id} (menu contract "Products").

const params = z.strictObject({ id: PathIdSchema });
const tags = ['products'];

export async function schedulesRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.db;

  r.get(
    '/products/:id/schedules',
    {
      config: { access: businessAccess('manage_menu') },
      schema: {
        tags,
        summary: "The product's weekly schedule, Sunday to Saturday",
        params,
        response: { 200: many(ScheduleResourceSchema), ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const { business } = accessOf(request);
      const product = await requireProduct(db, business.id, request.params.id, request.lang);
      return { data: (await listSchedules(db, business.id, product.id)).map(toScheduleResource) };
    },
  );

  r.put(
    '/schedules/:id',
    {
      config: { access: businessAccess('manage_menu') },
      schema: {
        tags,
        summary:
          'Edit one weekday of a product schedule (a closing time before the opening runs past midnight; equal times are refused, and so is switching off the last day offered: pause the product instead)',
        params,
        body: ScheduleBodySchema,
        response: { 200: one(ScheduleResourceSchema), ...errorResponses(400, 401, 403, 404, 422) },
      },
    },
    async (request) => {
      const { business } = accessOf(request);
      const { body, lang } = request;
      const row = await inTransaction(db, async (tx) => {
        const week = await weekAfterUpdate(tx, business.id, request.params.id, body);
        if (!week) return null;
        // Every day off would mean "never available": that is what pausing is for (decision 0009).
        if (isNeverOffered(week.map((day) => ({ is_active: day.isActive })))) throw fieldError('is_active', renderMessage('no_active_day', lang));
        return updateSchedule(tx, business.id, request.params.id, body);
      });
      if (!row) throw new AppError('not_found', msg(lang, 'schedule_not_found'));
      return { data: toScheduleResource(row) };
    },
  );
}
