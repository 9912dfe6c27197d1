import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { PrinterResourceSchema } from '@comanda/domain/printer/printer';
import {
  AckPrintJobBodySchema,
  AgentClaimBodySchema,
  ClaimedPrintJobSchema,
  NewPrintDeviceSchema,
  PrintDeviceBodySchema,
  PrintDeviceResourceSchema,
  PrintJobResourceSchema,
  type PrintDeviceResource,
} from '@comanda/domain/printer/print-job';
import { PathIdSchema } from '@comanda/domain/validation/row-id';
import { many, one } from '@comanda/domain/wire/envelopes';
import { printDevices, printers, type PrintDeviceRow } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import { errorResponses } from '../../lib/error-responses';
import { msg } from '../../lib/messages';
import { hashToken, newOpaqueToken } from '../../lib/tokens';
import { inTransaction } from '../../lib/unit-of-work';
import { currentUser } from '../../plugins/auth';
import { accessOf, businessAccess, printDeviceAccess } from '../../plugins/route-access';
import { claimJobs, toClaimedJob, toPrintJobResource } from './print-jobs.repository';
import { acknowledgeJob } from './print-jobs.service';
import { toPrinterResource } from './printers.repository';

// The print agent (issue 17, decision 0030): its devices, made and revoked in /settings/impressoras,
// and the routes it calls with its device token to print its business's network printers' jobs.

const tags = ['printing'];
const businessParams = z.strictObject({ id: PathIdSchema });

function toDeviceResource(row: PrintDeviceRow): PrintDeviceResource {
  return { id: row.id, name: row.name, last_seen_at: row.lastSeenAt?.toISOString() ?? null, created_at: row.createdAt.toISOString() };
}

const deviceOf = (request: FastifyRequest) => request.printDevice!;

/** The printers an agent serves: its business's network printers. */
function networkPrinters(app: FastifyInstance, businessId: number) {
  return app.db
    .select()
    .from(printers)
    .where(and(eq(printers.businessId, businessId), eq(printers.connection, 'network')));
}

export async function printAgentRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app;
  const setup = () => businessAccess('manage_printers', { from: 'path' });

  r.get(
    '/businesses/:id/print-devices',
    {
      config: { access: setup() },
      schema: { tags, summary: "The business's print agents (never their tokens)", params: businessParams, response: { 200: many(PrintDeviceResourceSchema), ...errorResponses(400, 401, 403, 404) } },
    },
    async (request) => {
      const rows = await db
        .select()
        .from(printDevices)
        .where(and(eq(printDevices.businessId, accessOf(request).business.id), isNull(printDevices.revokedAt)))
        .orderBy(desc(printDevices.id));
      return { data: rows.map(toDeviceResource) };
    },
  );

  r.post(
    '/businesses/:id/print-devices',
    {
      config: { access: setup() },
      schema: {
        tags,
        summary: 'Make a print agent device; its token is in this answer only (the server keeps its hash)',
        params: businessParams,
        body: PrintDeviceBodySchema,
        response: { 201: one(NewPrintDeviceSchema), ...errorResponses(400, 401, 403, 404, 422) },
      },
    },
    async (request, reply) => {
      const { business } = accessOf(request);
      const token = newOpaqueToken();
      const row = await inTransaction(db, async (tx) => {
        const [created] = await tx.insert(printDevices).values({ businessId: business.id, name: request.body.name, tokenHash: hashToken(token), createdBy: currentUser(request).id }).returning();
        await writeAudit(tx, { businessId: business.id, actorUserId: currentUser(request).id, action: 'print_device.create', entity: 'print_device', entityId: created!.id, after: { name: request.body.name } });
        return created!;
      });
      reply.code(201);
      return { data: { ...toDeviceResource(row), token } };
    },
  );

  r.delete(
    '/businesses/:id/print-devices/:deviceId',
    {
      config: { access: setup() },
      schema: {
        tags,
        summary: 'Revoke a print agent: its token stops working at once and its connection is closed',
        params: z.strictObject({ id: PathIdSchema, deviceId: PathIdSchema }),
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { business } = accessOf(request);
      await inTransaction(db, async (tx, afterCommit) => {
        const [revoked] = await tx
          .update(printDevices)
          .set({ revokedAt: new Date() })
          .where(and(eq(printDevices.id, request.params.deviceId), eq(printDevices.businessId, business.id), isNull(printDevices.revokedAt)))
          .returning();
        if (!revoked) throw new AppError('not_found', msg(request.lang, 'print_device_not_found'));
        await writeAudit(tx, { businessId: business.id, actorUserId: currentUser(request).id, action: 'print_device.revoke', entity: 'print_device', entityId: revoked.id });
        afterCommit(() => app.realtime.printDeviceRevoked(revoked.id));
      });
      return reply.code(204).send(null);
    },
  );

  // The agent's own routes: its device token, its business's network printers only.

  r.get(
    '/print-agent/printers',
    {
      config: { access: printDeviceAccess() },
      schema: { tags, summary: "The network printers of the agent's business", response: { 200: many(PrinterResourceSchema), ...errorResponses(401) } },
    },
    async (request) => ({ data: (await networkPrinters(app, deviceOf(request).businessId)).map(toPrinterResource) }),
  );

  r.post(
    '/print-agent/claim',
    {
      config: { access: printDeviceAccess() },
      schema: {
        tags,
        summary: "Take the due jobs of the business's network printers (ESC/POS in data), held for 30 s",
        body: AgentClaimBodySchema,
        response: { 200: many(ClaimedPrintJobSchema), ...errorResponses(400, 401, 422) },
      },
    },
    async (request) => {
      const device = deviceOf(request);
      const ids = (await networkPrinters(app, device.businessId)).map((printer) => printer.id);
      if (ids.length === 0) return { data: [] };
      return { data: (await claimJobs(db, device.businessId, ids, request.body.client)).map(toClaimedJob) };
    },
  );

  r.post(
    '/print-agent/jobs/:id/ack',
    {
      config: { access: printDeviceAccess() },
      schema: {
        tags,
        summary: 'Say how a claimed job went (as POST v1/print-jobs/{id}/ack)',
        params: z.strictObject({ id: PathIdSchema }),
        body: AckPrintJobBodySchema,
        response: { 200: one(PrintJobResourceSchema), ...errorResponses(400, 401, 404, 409, 422) },
      },
    },
    async (request) => {
      return { data: toPrintJobResource(await acknowledgeJob(app.db, deviceOf(request).businessId, request.params.id, request.body, request.lang)) };
    },
  );
}
