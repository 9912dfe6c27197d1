import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import {
  AckPrintJobBodySchema,
  ClaimedPrintJobSchema,
  ClaimPrintJobsBodySchema,
  PrintFullBodySchema,
  PrintPreviewQuerySchema,
  PrintPreviewSchema,
  PrintJobListQuerySchema,
  PrintJobResourceSchema,
  PrintTrackingBodySchema,
  QzSignBodySchema,
} from '@comanda/domain/printer/print-job';
import { paperWidthPx } from '@comanda/domain/printer/paper-width';
import { renderText } from '@comanda/domain/printer/ticket-doc';
import { PathIdSchema } from '@comanda/domain/validation/row-id';
import { many, one } from '@comanda/domain/wire/envelopes';
import { printJobs } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { errorResponses } from '../../lib/error-responses';
import { msg } from '../../lib/messages';
import { currentDb, inTransaction } from '../../lib/unit-of-work';
import { currentUser } from '../../plugins/auth';
import { accessOf, businessAccess } from '../../plugins/route-access';
import { orderResource, requireOrder } from '../orders/orders.api';
import { claimJobs, listJobs, toClaimedJob, toPrintJobResource } from './print-jobs.repository';
import { acknowledgeJob, previewDoc, printForOrder, printTestPage, type PrintActor } from './print-jobs.service';
import { requirePrinter } from './printers.repository';
import { qzKeysOf, signForQz } from './qz-signing';

// The print queue's routes (issue 17, spec §7 print-full and print-tracking, decision 0030): what to
// print is made here; the clients that serve the printers (QZ Tray in a browser, the print agent)
// claim it and say how it went.

const tags = ['printing'];
const orderParams = z.strictObject({ id: PathIdSchema });
const businessParams = z.strictObject({ id: PathIdSchema });
const jobList = many(PrintJobResourceSchema);
/** The screens that print: the order manager, the orders list, the PDV, and the printers' settings. */
const printAccess = (from?: 'path') => businessAccess(['manage_orders', 'use_pdv', 'manage_printers'], from ? { from } : {});

function actorOf(request: FastifyRequest): PrintActor {
  const user = currentUser(request);
  return { userId: user.id, userName: user.name };
}

export async function printJobsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app;

  r.get(
    '/businesses/:id/print-jobs',
    {
      config: { access: printAccess('path') },
      schema: {
        tags,
        summary: "An order's print jobs (order_id), several orders' (order_ids, comma-separated: a list's print states), or the business's latest; newest first",
        params: businessParams,
        querystring: PrintJobListQuerySchema,
        response: { 200: jobList, ...errorResponses(400, 401, 403, 404, 422) },
      },
    },
    async (request) => {
      const { order_id: orderId, order_ids: orderIds, limit } = request.query;
      return { data: (await listJobs(currentDb(db), accessOf(request).business.id, { orderId, orderIds, limit })).map(toPrintJobResource) };
    },
  );

  r.post(
    '/orders/:id/print-full',
    {
      config: { access: printAccess(), idempotent: true },
      schema: {
        tags,
        summary: 'Print the order again: its kitchen ticket (REIMPRESSÃO when printed before) and/or receipt, on one printer or on every printer that prints them',
        params: orderParams,
        body: PrintFullBodySchema,
        response: { 201: jobList, ...errorResponses(400, 401, 403, 404, 422) },
      },
    },
    async (request, reply) => {
      const { business } = accessOf(request);
      const made = await inTransaction(db, async (tx) => {
        const order = await orderResource(tx, await requireOrder(tx, business.id, request.params.id, request.lang));
        const printerId = request.body.printer_id ?? null;
        if (printerId !== null) await requirePrinter(tx, business.id, printerId, request.lang);
        return printForOrder(tx, business, order, { kind: 'manual', what: request.body.what, printerId, key: null }, actorOf(request));
      });
      if (made.length === 0) throw new AppError('validation', msg(request.lang, 'print_no_printer'), { printer_id: [msg(request.lang, 'print_no_printer')] });
      reply.code(201);
      return { data: made.map(toPrintJobResource) };
    },
  );

  r.get(
    '/orders/:id/print-preview',
    {
      config: { access: printAccess() },
      schema: {
        tags,
        summary: "The order's receipt or kitchen ticket as text at the paper's width, for the browser's own print dialog (then print-tracking)",
        params: orderParams,
        querystring: PrintPreviewQuerySchema,
        response: { 200: one(PrintPreviewSchema), ...errorResponses(400, 401, 403, 404, 422) },
      },
    },
    async (request) => {
      const { business } = accessOf(request);
      const q = currentDb(db);
      const order = await orderResource(q, await requireOrder(q, business.id, request.params.id, request.lang));
      const paperMm = request.query.paper_mm;
      const doc = previewDoc(business, order, request.query.what, paperMm, actorOf(request));
      return { data: { text: renderText(doc), columns: doc.columns, paper_mm: paperMm, width_px: paperWidthPx(paperMm) } };
    },
  );

  r.post(
    '/orders/:id/print-tracking',
    {
      config: { access: printAccess(), idempotent: true },
      schema: {
        tags,
        summary: "Record that the order was printed on this browser's own print dialog (isLocalPrint), so its print state shows it",
        params: orderParams,
        body: PrintTrackingBodySchema,
        response: { 201: one(PrintJobResourceSchema), ...errorResponses(400, 401, 403, 404, 422) },
      },
    },
    async (request, reply) => {
      const { business } = accessOf(request);
      const q = currentDb(db);
      const order = await requireOrder(q, business.id, request.params.id, request.lang);
      const now = new Date();
      const [row] = await q
        .insert(printJobs)
        .values({
          businessId: business.id,
          orderId: order.id,
          kind: 'local',
          content: { columns: 0, lines: [{ text: request.body.what }] },
          status: 'printed',
          printedAt: now,
          requestKey: `local:${randomUUID()}`,
          requestedBy: currentUser(request).id,
        })
        .returning();
      reply.code(201);
      return { data: toPrintJobResource(row!) };
    },
  );

  r.post(
    '/businesses/:id/printer/:printerId/test',
    {
      config: { access: businessAccess('manage_printers', { from: 'path' }), idempotent: true },
      schema: {
        tags,
        summary: "Print a test page on the printer (its name, paper and accented words); its job's state tells the outcome",
        params: z.strictObject({ id: PathIdSchema, printerId: PathIdSchema }),
        response: { 201: one(PrintJobResourceSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { business } = accessOf(request);
      const job = await inTransaction(db, async (tx) => {
        const printer = await requirePrinter(tx, business.id, request.params.printerId, request.lang);
        return printTestPage(tx, business, printer, actorOf(request));
      });
      reply.code(201);
      return { data: toPrintJobResource(job) };
    },
  );

  r.get(
    '/businesses/:id/qz/certificate',
    {
      config: { access: printAccess('path') },
      schema: {
        tags,
        summary: "The business's certificate for QZ Tray (made on first use); trust it once in QZ Tray and its prints need no confirmation",
        params: businessParams,
        response: { 200: one(z.object({ certificate: z.string() })), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({ data: { certificate: (await qzKeysOf(db, accessOf(request).business)).certificatePem } }),
  );

  r.post(
    '/businesses/:id/qz/sign',
    {
      config: { access: printAccess('path') },
      schema: {
        tags,
        summary: "Sign what QZ Tray asked the page to have signed, with the business's private key (RSA-SHA512, base64); the key never leaves the server",
        params: businessParams,
        body: QzSignBodySchema,
        response: { 200: one(z.object({ signature: z.string() })), ...errorResponses(400, 401, 403, 404, 422) },
      },
    },
    async (request) => {
      const keys = await qzKeysOf(db, accessOf(request).business);
      return { data: { signature: signForQz(keys.privateKeyPem, request.body.request) } };
    },
  );

  r.post(
    '/businesses/:id/print-jobs/claim',
    {
      config: { access: printAccess('path') },
      schema: {
        tags,
        summary: 'Take the due jobs of these printers to print them (ESC/POS in data, text for the browser), held for 30 s; the client then acknowledges each',
        params: businessParams,
        body: ClaimPrintJobsBodySchema,
        response: { 200: many(ClaimedPrintJobSchema), ...errorResponses(400, 401, 403, 404, 422) },
      },
    },
    async (request) => {
      const { business } = accessOf(request);
      const claimed = await claimJobs(db, business.id, request.body.printer_ids, request.body.client);
      return { data: claimed.map(toClaimedJob) };
    },
  );

  r.post(
    '/print-jobs/:id/ack',
    {
      config: { access: printAccess() },
      schema: {
        tags,
        summary: 'Say how a claimed job went: printed (final; saying it again changes nothing) or failed (back to the queue after a pause, failed for good after 8 attempts)',
        params: orderParams,
        body: AckPrintJobBodySchema,
        response: { 200: one(PrintJobResourceSchema), ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request) => {
      return { data: toPrintJobResource(await acknowledgeJob(db, accessOf(request).business.id, request.params.id, request.body, request.lang)) };
    },
  );
}
