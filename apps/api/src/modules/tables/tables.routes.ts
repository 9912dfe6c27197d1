import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { OrderResourceSchema } from '@comanda/domain/orders/order-resource';
import {
  CloseBillBodySchema,
  MergeTableBodySchema,
  TableBodySchema,
  TableResourceSchema,
  TransferTableBodySchema,
} from '@comanda/domain/tables/table-resource';
import { PathIdSchema } from '@comanda/domain/validation/row-id';
import { many, one } from '@comanda/domain/wire/envelopes';
import { diningTables } from '../../db/schema/index';
import { AppError, fieldError } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import { isUniqueViolation } from '../../lib/db-errors';
import { errorResponses } from '../../lib/error-responses';
import { msg } from '../../lib/messages';
import { currentDb, inTransaction } from '../../lib/unit-of-work';
import { currentUser } from '../../plugins/auth';
import { accessOf, businessAccess } from '../../plugins/route-access';
import { recordTableEvent } from '../orders/orders.api';
import { listTables, lockTables, openOrderOf, toTableResource } from './tables.repository';
import { closeBill } from './commands/close-bill';
import { mergeTables } from './commands/merge-tables';
import { transferOrder } from './commands/transfer-order';
import { requestDeps, staffActor } from '../../lib/commands/request-command';

// v1/tables (issue 15, spec §7 "Tables", decision 0026): the salão's tables, and moving, merging and
// closing their orders. PUT v1/tables/{id}/open and GET v1/tables/{id}/order are in the orders module.

const tags = ['tables'];
const params = z.strictObject({ id: PathIdSchema });
const single = one(TableResourceSchema);
const orderAnswer = one(OrderResourceSchema);
const NAME_INDEX = 'dining_tables_business_name_unique';
/** Waiters and cashiers act on the tables' orders; the owner sets the tables up (manage_tables). */
const serviceAccess = () => businessAccess(['use_pdv', 'manage_orders']);
const setupAccess = () => businessAccess('manage_tables');

export async function tablesRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app;

  r.get(
    '/businesses/:id/tables',
    {
      config: { access: businessAccess(['use_pdv', 'manage_orders', 'manage_tables'], { from: 'path' }) },
      schema: {
        tags,
        summary: 'Every table of the business, free or occupied with its open order (id, number, total, since when)',
        params,
        response: { 200: many(TableResourceSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({ data: await listTables(currentDb(db), accessOf(request).business.id) }),
  );

  r.post(
    '/tables',
    {
      config: { access: setupAccess() },
      schema: { tags, summary: 'Add a table (name unique in the business)', body: TableBodySchema, response: { 201: single, ...errorResponses(400, 401, 403, 422) } },
    },
    async (request, reply) => {
      const { business } = accessOf(request);
      const body = request.body;
      try {
        const table = await inTransaction(db, async (tx) => {
          const [row] = await tx
            .insert(diningTables)
            .values({ businessId: business.id, name: body.name, capacity: body.capacity ?? null, area: body.area ?? null })
            .returning();
          await writeAudit(tx, { businessId: business.id, actorUserId: currentUser(request).id, action: 'table.create', entity: 'table', entityId: row!.id, after: body });
          await recordTableEvent(tx, business.id, row!.id);
          return row!;
        });
        reply.code(201);
        return { data: toTableResource(table, null) };
      } catch (err) {
        if (isUniqueViolation(err, NAME_INDEX)) throw fieldError('name', msg(request.lang, 'table_name_taken'));
        throw err;
      }
    },
  );

  r.put(
    '/tables/:id',
    {
      config: { access: setupAccess() },
      schema: {
        tags,
        // The spec's client sent the table's products here; they live on its order now (decision 0026).
        summary: "Rename a table, or change its capacity or area (its products are its open order's lines)",
        params,
        body: TableBodySchema,
        response: { 200: single, ...errorResponses(400, 401, 403, 404, 422) },
      },
    },
    async (request) => {
      const { business } = accessOf(request);
      const body = request.body;
      try {
        return await inTransaction(db, async (tx) => {
          const before = (await lockTables(tx, business.id, [request.params.id], request.lang)).get(request.params.id)!;
          const [row] = await tx
            .update(diningTables)
            .set({ name: body.name, capacity: body.capacity ?? null, area: body.area ?? null, updatedAt: new Date() })
            .where(and(eq(diningTables.id, before.id), eq(diningTables.businessId, business.id)))
            .returning();
          const open = await openOrderOf(tx, before.id);
          await writeAudit(tx, { businessId: business.id, actorUserId: currentUser(request).id, action: 'table.update', entity: 'table', entityId: before.id, before, after: body });
          await recordTableEvent(tx, business.id, before.id);
          return { data: toTableResource(row!, open ?? null) };
        });
      } catch (err) {
        if (isUniqueViolation(err, NAME_INDEX)) throw fieldError('name', msg(request.lang, 'table_name_taken'));
        throw err;
      }
    },
  );

  r.delete(
    '/tables/:id',
    {
      config: { access: setupAccess() },
      schema: { tags, summary: 'Delete a table; refused (409) while it has an open order. Past orders keep its name', params, response: { 204: z.null(), ...errorResponses(400, 401, 403, 404, 409) } },
    },
    async (request, reply) => {
      const { business } = accessOf(request);
      await inTransaction(db, async (tx) => {
        const table = (await lockTables(tx, business.id, [request.params.id], request.lang)).get(request.params.id)!;
        if (await openOrderOf(tx, table.id)) throw new AppError('conflict', msg(request.lang, 'table_has_open_order', { name: table.name }));
        await tx.delete(diningTables).where(and(eq(diningTables.id, table.id), eq(diningTables.businessId, business.id)));
        await writeAudit(tx, { businessId: business.id, actorUserId: currentUser(request).id, action: 'table.delete', entity: 'table', entityId: table.id, before: table });
        await recordTableEvent(tx, business.id, table.id);
      });
      return reply.code(204).send(null);
    },
  );

  r.put(
    '/tables/:id/transfer',
    {
      config: { access: serviceAccess(), idempotent: true },
      schema: { tags, summary: "Move the table's open order to a free table", params, body: TransferTableBodySchema, response: { 200: orderAnswer, ...errorResponses(400, 401, 403, 404, 409, 422) } },
    },
    async (request) => ({ data: await transferOrder(requestDeps(request), staffActor(request), { fromTableId: request.params.id, toTableId: request.body.to_table_id }) }),
  );

  r.put(
    '/tables/:id/merge',
    {
      config: { access: serviceAccess(), idempotent: true },
      schema: { tags, summary: "Bring another table's open order into this table's (the emptied order is canceled)", params, body: MergeTableBodySchema, response: { 200: orderAnswer, ...errorResponses(400, 401, 403, 404, 409, 422) } },
    },
    async (request) => ({ data: await mergeTables(requestDeps(request), staffActor(request), { intoTableId: request.params.id, fromTableId: request.body.from_table_id }) }),
  );

  r.put(
    '/tables/:id/close',
    {
      config: { access: serviceAccess(), idempotent: true },
      schema: {
        tags,
        summary: 'Fechar conta: service charge on or off, payments split across methods covering the total (cash with change); the order is finalized and paid, the table free (Idempotency-Key)',
        params,
        body: CloseBillBodySchema,
        response: { 200: orderAnswer, ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request) => ({ data: await closeBill(requestDeps(request), staffActor(request), { tableId: request.params.id, bill: request.body }) }),
  );

}
