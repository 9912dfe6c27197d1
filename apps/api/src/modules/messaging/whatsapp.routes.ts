import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { PathIdSchema } from '@comanda/domain/validation/row-id';
import { renderMessage } from '@comanda/domain/validation/messages';
import { many, one } from '@comanda/domain/wire/envelopes';
import {
  CloudConnectionBodySchema,
  OrderMessagesBodySchema,
  OrderMessageSettingSchema,
  ScheduleWhatsappMessageBodySchema,
  SendWhatsappMessageBodySchema,
  type SendWhatsappMessageBody,
  WhatsappConnectionSchema,
  WhatsappContactSchema,
  WhatsappGroupSchema,
  WhatsappMediaSchema,
  WhatsappMessageSchema,
} from '@comanda/domain/whatsapp/whatsapp-resource';
import { customers } from '../../db/schema/index';
import type { MessagingProvider } from '../../integrations/ports';
import { AppError, fieldError } from '../../lib/app-error';
import { errorResponses } from '../../lib/error-responses';
import { msg } from '../../lib/messages';
import { normalizeWhatsapp } from '../../lib/phone';
import { currentDb, inTransaction } from '../../lib/unit-of-work';
import { currentUser } from '../../plugins/auth';
import { accessOf, businessAccess } from '../../plugins/route-access';
import { checkConnection, connectionResource, createWhatsappConnection, deleteWhatsapp, logoutWhatsapp, refreshPairing } from './connection/whatsapp-connection';
import { findWhatsappConnection } from './connection/whatsapp-connections.repository';
import { checkCloudConnection, connectCloud } from './connection/cloud-connection';
import { isProviderError, messagingProviderOf } from './messaging-provider';
import { MEDIA_FOLDER, storeWhatsappMedia } from './messages/media';
import { readUploadFile } from '../../lib/images';
import { queueWhatsappMessage } from './messages/queue-message';
import { cancelScheduledMessage, listScheduledMessages, listWhatsappMessages, messageResource } from './messages/whatsapp-messages.repository';
import { orderMessageSettings, saveOrderMessageSettings } from './orders/order-messages';

// v1/whatsapp (spec §7; issue 35): the current business's WhatsApp number — create (and pair by QR),
// connection check, connect (a fresh QR), logout, delete — and its messages. Manage_whatsapp.

const access = businessAccess('manage_whatsapp');
const tags = ['whatsapp'];
const single = one(WhatsappConnectionSchema);

/** A provider that failed to answer: 502, in the user's words; anything else is ours (500). */
function providerFailure(err: unknown, request: FastifyRequest): Error {
  if (isProviderError(err)) return new AppError('provider_unavailable', msg(request.lang, 'whatsapp_unreachable'));
  return err instanceof Error ? err : new Error(String(err));
}

export async function whatsappRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps = (provider: MessagingProvider) => ({ db: app.db, config: app.config, provider, now: new Date() });
  const providerFor = (request: FastifyRequest) => {
    const provider = messagingProviderOf(app.config);
    if (!provider) throw new AppError('conflict', msg(request.lang, 'whatsapp_unavailable'));
    return provider;
  };
  const connectionFor = async (request: FastifyRequest) => {
    const row = await findWhatsappConnection(app.db, accessOf(request).business.id);
    if (!row) throw new AppError('conflict', msg(request.lang, 'whatsapp_not_created'));
    return row;
  };
  const answer = (request: FastifyRequest, row: Parameters<typeof connectionResource>[0]) => ({
    data: connectionResource(row, { config: app.config, secrets: app.secrets, businessToken: accessOf(request).business.token }),
  });
  const cloudDeps = (request: FastifyRequest) => ({ db: app.db, config: app.config, secrets: app.secrets, lang: request.lang });
  const checkCloud = async (request: FastifyRequest, row: Parameters<typeof checkCloudConnection>[1]) => {
    try {
      return await checkCloudConnection(cloudDeps(request), row);
    } catch (err) {
      throw providerFailure(err, request);
    }
  };
  const withProvider = async <T>(request: FastifyRequest, work: (provider: MessagingProvider) => Promise<T>): Promise<T> => {
    const provider = providerFor(request);
    try {
      return await work(provider);
    } catch (err) {
      throw providerFailure(err, request);
    }
  };

  r.get('/whatsapp', { config: { access }, schema: { tags, summary: "The business's WhatsApp number: state, the QR to scan while pairing, a pause after a ban", response: { 200: single, ...errorResponses(401, 403) } } }, async (request) =>
    answer(request, await findWhatsappConnection(app.db, accessOf(request).business.id)),
  );

  r.put(
    '/whatsapp/cloud',
    {
      config: { access },
      schema: {
        tags,
        summary: "Connect the number through the WhatsApp Cloud API with the restaurant's own Meta app (or replace its credentials): checked with Meta first, kept sealed; answers the webhook URL and verify token to paste into Meta (409 while a QR number is connected)",
        body: CloudConnectionBodySchema,
        response: { 200: single, ...errorResponses(400, 401, 403, 409, 413, 422, 502) },
      },
    },
    async (request) => answer(request, await connectCloud(cloudDeps(request), accessOf(request).business.id, request.body, currentUser(request).id)),
  );

  r.post(
    '/whatsapp',
    { config: { access }, schema: { tags, summary: 'Create (once: asked again, the same one answers) the business\'s WhatsApp instance (with our webhook) and start pairing: the answer carries the QR (409 without a provider; 502 when it does not answer)', response: { 200: single, ...errorResponses(401, 403, 409, 502) } } },
    async (request) => {
      const { business } = accessOf(request);
      const existing = await findWhatsappConnection(app.db, business.id);
      if (existing?.provider === 'cloud') return answer(request, existing);
      return answer(request, await withProvider(request, (provider) => createWhatsappConnection(deps(provider), business, currentUser(request).id)));
    },
  );

  r.post('/whatsapp/connect', { config: { access }, schema: { tags, summary: 'A fresh QR to pair the number (or the connected state)', response: { 200: single, ...errorResponses(401, 403, 409, 502) } } }, async (request) => {
    const row = await connectionFor(request);
    if (row.provider === 'cloud') return answer(request, await checkCloud(request, row));
    return answer(request, await withProvider(request, (provider) => refreshPairing(deps(provider), row)));
  });

  r.get('/whatsapp/connection', { config: { access }, schema: { tags, summary: 'Check the connection with the provider (in case a notification was lost)', response: { 200: single, ...errorResponses(401, 403, 409, 502) } } }, async (request) => {
    const row = await connectionFor(request);
    if (row.provider === 'cloud') return answer(request, await checkCloud(request, row));
    return answer(request, await withProvider(request, (provider) => checkConnection(deps(provider), row)));
  });

  r.post('/whatsapp/logout', { config: { access }, schema: { tags, summary: 'Disconnect the number (the instance stays, to pair again)', response: { 200: single, ...errorResponses(401, 403, 409, 502) } } }, async (request) => {
    const row = await connectionFor(request);
    // A Cloud API number has no session to end: disconnecting forgets its credentials.
    if (row.provider === 'cloud') {
      await deleteWhatsapp({ db: app.db, provider: null }, row, currentUser(request).id);
      return answer(request, null);
    }
    return answer(request, await withProvider(request, (provider) => logoutWhatsapp(deps(provider), row, currentUser(request).id)));
  });

  r.delete('/whatsapp', { config: { access }, schema: { tags, summary: 'Delete the WhatsApp instance; the messages already sent stay listed', response: { 200: single, ...errorResponses(401, 403, 409, 502) } } }, async (request) => {
    const row = await connectionFor(request);
    if (row.provider === 'cloud') await deleteWhatsapp({ db: app.db, provider: null }, row, currentUser(request).id);
    else await withProvider(request, (provider) => deleteWhatsapp(deps(provider), row, currentUser(request).id));
    return answer(request, null);
  });

  r.post(
    '/whatsapp/media',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Upload an attachment for a message (multipart field `file`: an image, stored as WebP, or a PDF); answers what to send as `media`',
        consumes: ['multipart/form-data'],
        response: { 201: one(WhatsappMediaSchema), ...errorResponses(400, 401, 403, 413, 422) },
      },
    },
    async (request, reply) => {
      const upload = await readUploadFile(request, 'file');
      const media = await storeWhatsappMedia(app.storage, upload.bytes, upload.fileName);
      if (!media) throw fieldError('file', msg(request.lang, 'whatsapp_media_type'));
      return reply.code(201).send({ data: { url: `${app.config.appUrl}/uploads/${media.key}`, mime_type: media.mimeType, ...(media.fileName ? { file_name: media.fileName } : {}) } });
    },
  );

  r.get('/whatsapp/messages', { config: { access }, schema: { tags, summary: 'The latest 100 messages the business sent or has waiting, newest first', response: { 200: many(WhatsappMessageSchema), ...errorResponses(401, 403) } } }, async (request) => ({
    data: await listWhatsappMessages(app.db, accessOf(request).business.id, 100),
  }));

  /** Stores a message to a customer of the business or a typed number (now, or at `sendAt`); its job sends it. */
  const queueTo = async (request: FastifyRequest, body: SendWhatsappMessageBody, sendAt: Date | null) => {
    const { business } = accessOf(request);
    const { lang } = request;
    let customer: { id: number; name: string; whatsapp: string } | null = null;
    if (body.customer_id !== undefined) {
      // currentDb: the idempotency key's transaction holds the embedded database's one connection.
      const [row] = await currentDb(app.db)
        .select({ id: customers.id, firstName: customers.firstName, lastName: customers.lastName, whatsapp: customers.whatsapp })
        .from(customers)
        .where(and(eq(customers.id, body.customer_id), eq(customers.businessId, business.id)));
      if (!row) throw fieldError('customer_id', msg(lang, 'whatsapp_customer_not_found'));
      customer = { id: row.id, name: [row.firstName, row.lastName].filter(Boolean).join(' '), whatsapp: row.whatsapp };
    }
    if (body.group_id !== undefined && (await findWhatsappConnection(currentDb(app.db), business.id))?.provider === 'cloud') throw fieldError('group_id', renderMessage('cloud_no_groups', lang));
    const to = customer?.whatsapp ?? body.group_id ?? normalizeWhatsapp(body.phone!, lang, 'phone');
    // An attachment is one of ours (POST /whatsapp/media): the provider fetches it from this server.
    if (body.media && !body.media.url.startsWith(`${app.config.appUrl}/uploads/${MEDIA_FOLDER}/`)) throw fieldError('media', msg(lang, 'whatsapp_media_unknown'));
    const source = sendAt ? ('scheduled' as const) : ('manual' as const);
    const row = await inTransaction(app.db, (tx) =>
      queueWhatsappMessage(tx, { businessId: business.id, customerId: customer?.id ?? null, to, text: body.text, media: body.media ?? null, source, sendAt, createdBy: currentUser(request).id }),
    );
    return { data: messageResource(row, customer?.name ?? null) };
  };

  r.post(
    '/whatsapp/messages',
    {
      config: { access, idempotent: true },
      schema: {
        tags,
        summary: 'Send a text to a customer (customer_id) or a number (phone). Stored first and sent by a job, once; while no number is connected it waits in the outbox',
        body: SendWhatsappMessageBodySchema,
        response: { 201: one(WhatsappMessageSchema), ...errorResponses(400, 401, 403, 413, 422) },
      },
    },
    async (request, reply) => {
      const answer = await queueTo(request, request.body, null);
      // Returned, not sent: the idempotency plugin answers once its transaction (the key's claim) commits.
      reply.code(201);
      return answer;
    },
  );

  r.post(
    '/whatsapp/schedule-messages',
    {
      config: { access, idempotent: true },
      schema: {
        tags,
        summary: 'Schedule a text to a customer or a number at send_at (within 90 days); cancel it until then',
        body: ScheduleWhatsappMessageBodySchema,
        response: { 201: one(WhatsappMessageSchema), ...errorResponses(400, 401, 403, 413, 422) },
      },
    },
    async (request, reply) => {
      const { send_at: sendAtText, ...body } = request.body;
      const sendAt = new Date(sendAtText);
      const now = Date.now();
      if (sendAt.getTime() <= now + 30_000 || sendAt.getTime() > now + 90 * 86_400_000) throw fieldError('send_at', renderMessage('future_time', request.lang));
      const answer = await queueTo(request, body, sendAt);
      reply.code(201);
      return answer;
    },
  );

  r.get('/whatsapp/scheduled-messages', { config: { access }, schema: { tags, summary: 'Scheduled messages: those still waiting (soonest first), then the latest sent or canceled', response: { 200: many(WhatsappMessageSchema), ...errorResponses(401, 403) } } }, async (request) => ({
    data: await listScheduledMessages(app.db, accessOf(request).business.id, 100),
  }));

  r.post(
    '/whatsapp/scheduled-messages/:id/cancel',
    { config: { access }, schema: { tags, summary: 'Cancel a scheduled message that has not left yet (409 once sent or canceled)', params: z.strictObject({ id: PathIdSchema }), response: { 200: one(WhatsappMessageSchema), ...errorResponses(401, 403, 404, 409) } } },
    async (request) => {
      const businessId = accessOf(request).business.id;
      const outcome = await inTransaction(app.db, (tx) => cancelScheduledMessage(tx, businessId, request.params.id));
      if (outcome === 'not_found') throw new AppError('not_found', msg(request.lang, 'whatsapp_scheduled_not_found'));
      if (outcome === 'gone') throw new AppError('conflict', msg(request.lang, 'whatsapp_scheduled_gone'));
      return { data: outcome };
    },
  );

  const orderMessages = many(OrderMessageSettingSchema);

  r.get('/whatsapp/order-messages', { config: { access }, schema: { tags, summary: 'The order-status messages (received, accepted, out for delivery, ready for pickup, canceled): on or off, and their texts', response: { 200: orderMessages, ...errorResponses(401, 403) } } }, async (request) => ({
    data: await orderMessageSettings(app.db, accessOf(request).business.id),
  }));

  r.put(
    '/whatsapp/order-messages',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Switch order-status messages on or off and set their texts ({nome}, {numero}, {loja}, {motivo}); kinds not sent are left as they were',
        body: OrderMessagesBodySchema,
        response: { 200: orderMessages, ...errorResponses(400, 401, 403, 413, 422) },
      },
    },
    async (request) => {
      const businessId = accessOf(request).business.id;
      await inTransaction(app.db, (tx) => saveOrderMessageSettings(tx, businessId, request.body.messages));
      return { data: await orderMessageSettings(app.db, businessId) };
    },
  );

  /** The connected number, or 409 in the user's words: contacts and groups live on the phone. */
  const openConnection = async (request: FastifyRequest) => {
    const row = await connectionFor(request);
    if (row.state !== 'open') throw new AppError('conflict', msg(request.lang, 'whatsapp_not_connected'));
    return row;
  };

  r.get('/whatsapp/contacts', { config: { access }, schema: { tags, summary: "The connected number's contacts (none through the Cloud API, which has no address book; 409 while no number is connected; 502 when the provider does not answer)", response: { 200: many(WhatsappContactSchema), ...errorResponses(401, 403, 409, 502) } } }, async (request) => {
    const row = await openConnection(request);
    if (row.provider === 'cloud') return { data: [] };
    const contacts = await withProvider(request, (provider) => provider.contacts(row.instance));
    return { data: contacts.map((c) => ({ id: c.id, phone: `+${c.number}`, name: c.name })) };
  });

  r.get('/whatsapp/groups', { config: { access }, schema: { tags, summary: 'The groups the connected number is in (none through the Cloud API, which does not send to groups; 409 while no number is connected; 502 when the provider does not answer)', response: { 200: many(WhatsappGroupSchema), ...errorResponses(401, 403, 409, 502) } } }, async (request) => {
    const row = await openConnection(request);
    if (row.provider === 'cloud') return { data: [] };
    return { data: await withProvider(request, (provider) => provider.groups(row.instance)) };
  });
}
