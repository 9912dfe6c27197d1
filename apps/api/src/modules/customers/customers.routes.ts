import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import {
  CustomerBodySchema,
  CustomerDetailSchema,
  CustomerListQuerySchema,
  CustomerResourceSchema,
  CustomerSegmentCountSchema,
} from '@comanda/domain/customers/customer-resource';
import { PathIdSchema } from '@comanda/domain/validation/row-id';
import { many, one, page } from '@comanda/domain/wire/envelopes';
import { pageMeta } from '@comanda/domain/wire/pagination';
import { customers } from '../../db/schema/index';
import { writeAudit } from '../../lib/audit';
import { errorResponses } from '../../lib/error-responses';
import { requestNow } from '../../lib/request-clock';
import { currentDb, inTransaction } from '../../lib/unit-of-work';
import { currentUser } from '../../plugins/auth';
import { accessOf, businessAccess } from '../../plugins/route-access';
import { findCustomer, listCustomers, recentOrders, segmentCounts } from './customers.repository';
import { lockCustomer, writeCustomer } from './customers.service';

// v1/customers and the business's customer lists (spec §7 "Customers"; issue 18, decision 0031). The
// public sign-up link is customer-sign-up.routes.ts. The audit trail names the customer by id only:
// it must not keep personal data a deletion removes (LGPD).

const tags = ['customers'];
const params = z.strictObject({ id: PathIdSchema });
const manage = () => businessAccess('manage_customers');

export async function customersRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app;

  r.get(
    '/businesses/:id/customers',
    {
      // The PDV looks customers up by phone or name as the waiter types (use_pdv).
      config: { access: businessAccess(['manage_customers', 'use_pdv'], { from: 'path' }) },
      schema: {
        tags,
        summary:
          "A page of the business's customers with their order figures. search: phone digits, e-mail or part of the name (accents ignored); segment (new, recurring, inactive, top_spenders); marketing_consent yes/no; sort: last_order, total_spent, orders, name, created",
        params,
        querystring: CustomerListQuerySchema,
        response: { 200: page(CustomerResourceSchema), ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const query = request.query;
      const { data, total } = await listCustomers(currentDb(db), accessOf(request).business.id, query, requestNow(request));
      return { data, meta: pageMeta({ page: query.page, perPage: query.per_page, total }) };
    },
  );

  r.get(
    '/businesses/:id/customer-segments',
    {
      config: { access: businessAccess('manage_customers', { from: 'path' }) },
      schema: {
        tags,
        summary: 'How many customers each segment holds (new, recurring, inactive, top spenders) and the numbers of its rule',
        params,
        response: { 200: many(CustomerSegmentCountSchema), ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => ({ data: await segmentCounts(currentDb(db), accessOf(request).business.id, requestNow(request)) }),
  );

  r.post(
    '/customers',
    {
      config: { access: manage() },
      schema: {
        tags,
        summary: 'Register a customer of the current business (one per WhatsApp number; 422 on whatsapp when taken)',
        body: CustomerBodySchema,
        response: { 201: one(CustomerResourceSchema), ...errorResponses(400, 401, 403, 422) },
      },
    },
    async (request, reply) => {
      const { business } = accessOf(request);
      const now = requestNow(request);
      const row = await inTransaction(db, async (tx) => {
        const created = await writeCustomer(tx, { businessId: business.id, lang: request.lang, now, before: null, body: request.body, source: 'back_office' });
        await writeAudit(tx, { businessId: business.id, actorUserId: currentUser(request).id, action: 'customer.create', entity: 'customer', entityId: created.id });
        return created;
      });
      reply.code(201);
      return { data: await findCustomer(currentDb(db), business.id, row.id, request.lang) };
    },
  );

  r.get(
    '/customers/:id',
    {
      config: { access: manage() },
      schema: {
        tags,
        summary: 'A customer with their order figures and latest orders',
        params,
        response: { 200: one(CustomerDetailSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { business } = accessOf(request);
      const q = currentDb(db);
      const customer = await findCustomer(q, business.id, request.params.id, request.lang);
      return { data: { ...customer, recent_orders: await recentOrders(q, business.id, customer.id) } };
    },
  );

  r.put(
    '/customers/:id',
    {
      config: { access: manage() },
      schema: {
        tags,
        summary: "Change a customer's details; turning marketing_consent off records the opt-out",
        params,
        body: CustomerBodySchema,
        response: { 200: one(CustomerResourceSchema), ...errorResponses(400, 401, 403, 404, 422) },
      },
    },
    async (request) => {
      const { business } = accessOf(request);
      const now = requestNow(request);
      await inTransaction(db, async (tx) => {
        const before = await lockCustomer(tx, business.id, request.params.id, request.lang);
        await writeCustomer(tx, { businessId: business.id, lang: request.lang, now, before, body: request.body, source: before.source });
        await writeAudit(tx, { businessId: business.id, actorUserId: currentUser(request).id, action: 'customer.update', entity: 'customer', entityId: before.id });
      });
      return { data: await findCustomer(currentDb(db), business.id, request.params.id, request.lang) };
    },
  );

  r.delete(
    '/customers/:id',
    {
      config: { access: manage() },
      schema: {
        tags,
        summary: "Delete a customer and their personal data (LGPD); past orders stay, with their own copy of the name and phone",
        params,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { business } = accessOf(request);
      await inTransaction(db, async (tx) => {
        const customer = await lockCustomer(tx, business.id, request.params.id, request.lang);
        await tx.delete(customers).where(and(eq(customers.id, customer.id), eq(customers.businessId, business.id)));
        await writeAudit(tx, { businessId: business.id, actorUserId: currentUser(request).id, action: 'customer.delete', entity: 'customer', entityId: customer.id });
      });
      return reply.code(204).send(null);
    },
  );
}
