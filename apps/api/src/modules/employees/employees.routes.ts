import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageResponseSchema } from '@comanda/domain/auth/auth-schemas';
import {
  EmployeeResourceSchema,
  RegisterEmployeeBodySchema,
  ToggleEmployeeBodySchema,
  UpdateEmployeeBodySchema,
  UpdatePermissionsBodySchema,
  VerifyEmployeeWhatsappBodySchema,
} from '@comanda/domain/employees/employee-resource';
import { PathIdSchema } from '@comanda/domain/validation/row-id';
import { many, one } from '@comanda/domain/wire/envelopes';
import { errorResponses } from '../../lib/error-responses';
import { perAccountLimit } from '../../lib/rate-limits';
import { currentDb } from '../../lib/unit-of-work';
import { currentAuth } from '../../plugins/auth';
import { accessOf, businessAccess } from '../../plugins/route-access';
import { findEmployee, listEmployees, toEmployeeResource } from './employees.repository';
import {
  registerEmployee,
  removeEmployee,
  sendPasswordLink,
  toggleEmployee,
  updateEmployee,
  updatePermissions,
  verifyWhatsapp,
  type EmployeeContext,
} from './employees.service';
import { AppError } from '../../lib/app-error';
import { msg } from '../../lib/messages';

// v1/employees (spec §7 "Employees"; issue 19, docs/decisions/0034): the current business's team.
// Every route needs manage_employees; the service decides what that person may change.

const tags = ['employees'];
const params = z.strictObject({ id: PathIdSchema });
const single = one(EmployeeResourceSchema);
const manage = { access: businessAccess('manage_employees') };
const write = { ...manage, idempotent: true } as const;

function contextOf(request: FastifyRequest): EmployeeContext {
  const auth = currentAuth(request);
  const { business, isOwner, isAdmin } = accessOf(request);
  const permissions = auth.grants.map((grant) => ({ name: grant.permission, granted: grant.granted, business_id: grant.businessId }));
  return { app: request.server, business, actorUserId: auth.user.id, actor: { is_owner: isOwner, is_admin: isAdmin, permissions }, lang: request.lang };
}

export async function employeesRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/employees',
    {
      config: manage,
      schema: {
        tags,
        summary: "The current business's team: owners first, then by name; with role, preset, status, permissions and last sign-in",
        response: { 200: many(EmployeeResourceSchema), ...errorResponses(401, 403) },
      },
    },
    async (request) => ({ data: (await listEmployees(currentDb(app.db), accessOf(request).business.id)).map(toEmployeeResource) }),
  );

  r.post(
    '/employees/register-waiter',
    {
      config: write,
      schema: {
        tags,
        summary:
          'Add an employee with a role preset (garcom, caixa, cozinha, gerente) and its permissions (default: the preset’s). Without `password` an invitation to choose one is e-mailed; with it, it must be changed at the first sign-in. An e-mail with an account joins with that account. 409 when already on the team; 403 when granting what the caller does not hold',
        body: RegisterEmployeeBodySchema,
        response: { 201: single, ...errorResponses(400, 401, 403, 409, 422) },
      },
    },
    async (request, reply) => {
      // Returned, not sent: an idempotent answer leaves after its transaction (plugins/idempotency.ts).
      reply.code(201);
      return { data: await registerEmployee(contextOf(request), request.body) };
    },
  );

  r.get(
    '/employees/:id/show',
    {
      config: manage,
      schema: { tags, summary: 'One employee of the current business', params, response: { 200: single, ...errorResponses(401, 403, 404, 422) } },
    },
    async (request) => {
      const row = await findEmployee(currentDb(app.db), accessOf(request).business.id, request.params.id);
      if (!row) throw new AppError('not_found', msg(request.lang, 'not_found'));
      return { data: toEmployeeResource(row) };
    },
  );

  r.put(
    '/employees/:id/update',
    {
      config: write,
      schema: {
        tags,
        summary: "Change the preset (and role); the name and WhatsApp only of someone who works for no other business (422 otherwise). 409 for the owner",
        params,
        body: UpdateEmployeeBodySchema,
        response: { 200: single, ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request) => ({ data: await updateEmployee(contextOf(request), request.params.id, request.body) }),
  );

  r.put(
    '/employees/:id/update-permissions',
    {
      config: write,
      schema: {
        tags,
        summary: 'Replace the employee’s permissions in this business; what changes must be held by the caller (403). 409 for the owner',
        params,
        body: UpdatePermissionsBodySchema,
        response: { 200: single, ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request) => ({ data: await updatePermissions(contextOf(request), request.params.id, request.body.permissions) }),
  );

  r.put(
    '/employees/:id/toggle',
    {
      config: write,
      schema: {
        tags,
        summary: 'Activate or deactivate (is_active; without it the state flips). Deactivating ends their sessions in this business at once. 409 for the owner or oneself',
        params,
        body: ToggleEmployeeBodySchema,
        response: { 200: single, ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request) => ({ data: await toggleEmployee(contextOf(request), request.params.id, request.body.is_active) }),
  );

  r.delete(
    '/employees/:id/delete',
    {
      // Removing twice is harmless (the second answers 404): no key needed.
      config: manage,
      schema: {
        tags,
        summary: 'Remove from the team (their name stays on past orders); their sessions in this business end. 409 for the owner or oneself',
        params,
        response: { 204: z.null().describe('No content'), ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request, reply) => {
      await removeEmployee(contextOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  r.post(
    '/employees/:id/reset-password',
    {
      config: manage,
      preHandler: perAccountLimit(app, 'employee-password-link', (request) => (request.params as { id: number }).id, 5),
      schema: {
        tags,
        summary: 'E-mail the employee a link to choose a password (the invitation again while it is pending)',
        params,
        response: { 200: messageResponseSchema, ...errorResponses(401, 403, 404, 409, 422, 429) },
      },
    },
    async (request) => ({ message: await sendPasswordLink(contextOf(request), request.params.id) }),
  );

  r.post(
    '/employees/verify-whatsapp',
    {
      config: manage,
      preHandler: perAccountLimit(app, 'employee-whatsapp', (request) => (request.body as { employee_id?: number }).employee_id, 10),
      schema: {
        tags,
        summary:
          "Without `code`: send a 6-digit code to the employee's WhatsApp (through the message outbox until WhatsApp is connected). With `code`: confirm the number (5 attempts, 10 minutes)",
        body: VerifyEmployeeWhatsappBodySchema,
        response: { 200: single.extend({ message: z.string() }), ...errorResponses(400, 401, 403, 404, 422, 429) },
      },
    },
    async (request) => {
      const { employee, message } = await verifyWhatsapp(contextOf(request), request.body);
      return { data: employee, message };
    },
  );
}
