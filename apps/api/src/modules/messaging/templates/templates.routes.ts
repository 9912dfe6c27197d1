import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, asc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { many, one } from '@comanda/domain/wire/envelopes';
import { PathIdSchema } from '@comanda/domain/validation/row-id';
import { WhatsappTemplateBodySchema, WhatsappTemplateSchema, type WhatsappTemplate, type WhatsappTemplateBody } from '@comanda/domain/whatsapp/campaign-resource';
import type { Queryable } from '../../../db/client';
import { whatsappTemplates, type WhatsappTemplateRow } from '../../../db/schema/index';
import { AppError, fieldError } from '../../../lib/app-error';
import { isUniqueViolation } from '../../../lib/db-errors';
import { errorResponses } from '../../../lib/error-responses';
import { msg } from '../../../lib/messages';
import { accessOf, businessAccess } from '../../../plugins/route-access';

// v1/whatsapp/whatsapp-template (spec §7; issue 35): a restaurant's message templates — create,
// update, toggle-status — offered when writing a campaign or a message.

const access = businessAccess('manage_whatsapp');
const tags = ['whatsapp'];
const params = z.strictObject({ id: PathIdSchema });

const resource = (row: WhatsappTemplateRow): WhatsappTemplate => ({ id: row.id, name: row.name, text: row.text, active: row.active, updated_at: row.updatedAt.toISOString() });

const ofBusiness = (businessId: number, id: number) => and(eq(whatsappTemplates.id, id), eq(whatsappTemplates.businessId, businessId));

export async function whatsappTemplateRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  /** Runs a write; a name already used by another template of the business is the name field's 422. */
  const writing = async (request: FastifyRequest, write: (q: Queryable) => Promise<WhatsappTemplateRow | undefined>) => {
    let row: WhatsappTemplateRow | undefined;
    try {
      row = await write(app.db);
    } catch (err) {
      if (isUniqueViolation(err, 'whatsapp_templates_name_unique')) throw fieldError('name', msg(request.lang, 'whatsapp_template_name_taken'));
      throw err;
    }
    if (!row) throw new AppError('not_found', msg(request.lang, 'whatsapp_template_not_found'));
    return { data: resource(row) };
  };
  const values = (body: WhatsappTemplateBody) => ({ name: body.name, text: body.text, updatedAt: new Date() });

  r.get('/whatsapp/whatsapp-template', { config: { access }, schema: { tags, summary: "The business's message templates, by name", response: { 200: many(WhatsappTemplateSchema), ...errorResponses(401, 403) } } }, async (request) => {
    const rows = await app.db.select().from(whatsappTemplates).where(eq(whatsappTemplates.businessId, accessOf(request).business.id)).orderBy(asc(whatsappTemplates.name), asc(whatsappTemplates.id));
    return { data: rows.map(resource) };
  });

  r.post(
    '/whatsapp/whatsapp-template',
    { config: { access }, schema: { tags, summary: 'Create a message template (active)', body: WhatsappTemplateBodySchema, response: { 201: one(WhatsappTemplateSchema), ...errorResponses(400, 401, 403, 413, 422) } } },
    async (request, reply) => {
      const answer = await writing(request, async (q) => (await q.insert(whatsappTemplates).values({ businessId: accessOf(request).business.id, ...values(request.body) }).returning())[0]);
      return reply.code(201).send(answer);
    },
  );

  r.put(
    '/whatsapp/whatsapp-template/:id',
    { config: { access }, schema: { tags, summary: "Update a template's name and text", params, body: WhatsappTemplateBodySchema, response: { 200: one(WhatsappTemplateSchema), ...errorResponses(400, 401, 403, 404, 413, 422) } } },
    async (request) =>
      writing(request, async (q) => (await q.update(whatsappTemplates).set(values(request.body)).where(ofBusiness(accessOf(request).business.id, request.params.id)).returning())[0]),
  );

  r.post(
    '/whatsapp/whatsapp-template/:id/toggle-status',
    { config: { access }, schema: { tags, summary: 'Switch a template on or off', params, response: { 200: one(WhatsappTemplateSchema), ...errorResponses(401, 403, 404) } } },
    async (request) =>
      writing(request, async (q) =>
        // One statement: two clicks at once flip it twice, never lose one.
        (await q.update(whatsappTemplates).set({ active: sql`not ${whatsappTemplates.active}`, updatedAt: new Date() }).where(ofBusiness(accessOf(request).business.id, request.params.id)).returning())[0],
      ),
  );
}
