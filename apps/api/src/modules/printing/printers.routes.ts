import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { PrinterBodySchema, PrinterResourceSchema } from '@comanda/domain/printer/printer';
import { PathIdSchema } from '@comanda/domain/validation/row-id';
import { many, one } from '@comanda/domain/wire/envelopes';
import { printers, printJobs } from '../../db/schema/index';
import { writeAudit } from '../../lib/audit';
import { errorResponses } from '../../lib/error-responses';
import { currentDb, inTransaction } from '../../lib/unit-of-work';
import { currentUser } from '../../plugins/auth';
import { accessOf, businessAccess } from '../../plugins/route-access';
import { listPrinters, printerValues, requirePrinter, toPrinterResource } from './printers.repository';

// v1/businesses/{id}/printer(s) (issue 17, spec §7 "POST and DELETE printer"): the business's
// printers, set up in /settings/impressoras. Every screen that prints reads the list.

const tags = ['printing'];
const businessParams = z.strictObject({ id: PathIdSchema });
const printerParams = z.strictObject({ id: PathIdSchema, printerId: PathIdSchema });
const single = one(PrinterResourceSchema);
const setup = () => businessAccess('manage_printers', { from: 'path' });

export async function printersRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app;

  r.get(
    '/businesses/:id/printers',
    {
      // The order screens print too: they read the printers with manage_orders or use_pdv.
      config: { access: businessAccess(['manage_printers', 'manage_orders', 'use_pdv'], { from: 'path' }) },
      schema: { tags, summary: "The business's printers, by name", params: businessParams, response: { 200: many(PrinterResourceSchema), ...errorResponses(400, 401, 403, 404) } },
    },
    async (request) => ({ data: (await listPrinters(currentDb(db), accessOf(request).business.id)).map(toPrinterResource) }),
  );

  r.post(
    '/businesses/:id/printer',
    {
      config: { access: setup() },
      schema: {
        tags,
        summary: 'Add a printer: QZ Tray (its name on the computer) or network (host and port 9100, through the print agent), its paper and what it prints',
        params: businessParams,
        body: PrinterBodySchema,
        response: { 201: single, ...errorResponses(400, 401, 403, 404, 422) },
      },
    },
    async (request, reply) => {
      const { business } = accessOf(request);
      const row = await inTransaction(db, async (tx) => {
        const [created] = await tx
          .insert(printers)
          .values({ businessId: business.id, ...(await printerValues(tx, business.id, request.body, request.lang)) })
          .returning();
        await writeAudit(tx, { businessId: business.id, actorUserId: currentUser(request).id, action: 'printer.create', entity: 'printer', entityId: created!.id, after: request.body });
        return created!;
      });
      reply.code(201);
      return { data: toPrinterResource(row) };
    },
  );

  r.put(
    '/businesses/:id/printer/:printerId',
    {
      config: { access: setup() },
      schema: { tags, summary: "Change a printer's settings", params: printerParams, body: PrinterBodySchema, response: { 200: single, ...errorResponses(400, 401, 403, 404, 422) } },
    },
    async (request) => {
      const { business } = accessOf(request);
      const row = await inTransaction(db, async (tx) => {
        const before = await requirePrinter(tx, business.id, request.params.printerId, request.lang);
        const [updated] = await tx
          .update(printers)
          .set({ ...(await printerValues(tx, business.id, request.body, request.lang)), updatedAt: new Date() })
          .where(and(eq(printers.id, before.id), eq(printers.businessId, business.id)))
          .returning();
        await writeAudit(tx, { businessId: business.id, actorUserId: currentUser(request).id, action: 'printer.update', entity: 'printer', entityId: before.id, before: toPrinterResource(before), after: request.body });
        return updated!;
      });
      return { data: toPrinterResource(row) };
    },
  );

  r.delete(
    '/businesses/:id/printer/:printerId',
    {
      config: { access: setup() },
      schema: { tags, summary: 'Remove a printer; what was still waiting to print on it is marked failed', params: printerParams, response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) } },
    },
    async (request, reply) => {
      const { business } = accessOf(request);
      await inTransaction(db, async (tx) => {
        const printer = await requirePrinter(tx, business.id, request.params.printerId, request.lang);
        await tx
          .update(printJobs)
          .set({ status: 'failed', error: 'printer_deleted', updatedAt: new Date() })
          .where(and(eq(printJobs.printerId, printer.id), eq(printJobs.businessId, business.id), inArray(printJobs.status, ['pending', 'sent'])));
        await tx.delete(printers).where(and(eq(printers.id, printer.id), eq(printers.businessId, business.id)));
        await writeAudit(tx, { businessId: business.id, actorUserId: currentUser(request).id, action: 'printer.delete', entity: 'printer', entityId: printer.id, before: toPrinterResource(printer) });
      });
      return reply.code(204).send(null);
    },
  );
}
