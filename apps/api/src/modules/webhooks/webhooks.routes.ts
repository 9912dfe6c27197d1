import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { errorResponses } from '../../lib/error-responses';
import { msg } from '../../lib/messages';
import { guardedJsonParser } from '../../plugins/json-body';
import { providerAccess } from '../../plugins/route-access';
import { processWebhookEventDefinition } from '../../jobs/definitions/process-webhook-event';
import { receiveWebhook } from './commands/receive-webhook';
import { WebhookInbox } from './webhook-inbox';
import { queryString, webhookProvider } from './webhook-providers';
import { cloudChallenge } from '../../integrations/whatsapp-cloud/signature';
import { cloudWebhookAccount } from '../messaging/messaging.api';

// The webhook inbox (decision 0041): POST /api/v1/webhooks/:provider. No session; the provider's
// signature is the authentication. Verified deliveries are stored with a processing job and
// acknowledged at once; the job does the work.

declare module 'fastify' {
  interface FastifyRequest {
    /** The body's bytes as received (webhook routes only): a signature may cover them exactly. */
    rawBody: Buffer | null;
  }
}

/**
 * Provider notifications are small (Mercado Pago's are well under 1 KB; an Efí Pix delivery with
 * many items a few KB). A quarter of the API's default: room enough, and a body nested too deep
 * still reaches the depth guard's 400 rather than a 413.
 */
const WEBHOOK_BODY_LIMIT = 256 * 1024;

const tags = ['webhooks'];
const params = z.strictObject({ provider: z.string().max(50) });
// Providers add their own query parameters (Mercado Pago: data.id and type); the provider reads them.
const querystring = z.record(z.string(), z.unknown());
const AckSchema = z.object({ data: z.object({ status: z.enum(['received', 'duplicate']) }) });

const providerName = (request: FastifyRequest) => (request.params as { provider?: string }).provider ?? '';

export async function webhooksRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Verified deliveries of the same moment are stored together (group commit, webhook-inbox.ts).
  // PGlite has one connection: one batch in flight; on PostgreSQL the next collects while one is written.
  const inbox = new WebhookInbox(app.db, processWebhookEventDefinition, app.config.databaseUrl ? 2 : 1);

  // This plugin's own JSON parser (encapsulated: other routes keep json-body's): the same depth and
  // surrogate guards, and the raw bytes kept for the signature and the stored copy.
  const parse = guardedJsonParser(app);
  app.decorateRequest('rawBody', null);
  // Providers post JSON; anything else (text/plain included) is refused with 415.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    const raw = typeof body === 'string' ? Buffer.from(body) : body;
    request.rawBody = raw;
    parse(request, raw.toString('utf8'), done);
  });

  // Meta checks a Cloud API webhook URL before using it (and when the owner saves it again): a GET
  // with our verify token and a challenge we echo as plain text.
  r.get(
    '/webhooks/whatsapp-cloud',
    {
      config: {
        access: providerAccess(),
        rateLimit: { max: app.config.rateLimitWebhooksPerMinute, timeWindow: '1 minute', keyGenerator: (request: FastifyRequest) => `webhooks:whatsapp-cloud-verify:ip:${request.ip}` },
      },
      schema: {
        tags,
        summary: "Meta's verification of a restaurant's WhatsApp Cloud API webhook URL: echoes hub.challenge when hub.verify_token is the restaurant's (403 otherwise)",
        security: [],
        querystring,
        response: { 200: z.string(), ...errorResponses(403, 429) },
      },
    },
    async (request, reply) => {
      const account = await cloudWebhookAccount(app.db, app.secrets, queryString(request.query, 'business') ?? '');
      const challenge = account ? cloudChallenge(request.query, account.secret.verify_token) : null;
      if (challenge === null) throw new AppError('forbidden', msg(request.lang, 'webhook_signature_invalid'));
      return reply.type('text/plain; charset=utf-8').send(challenge);
    },
  );

  r.post(
    '/webhooks/:provider',
    {
      bodyLimit: WEBHOOK_BODY_LIMIT,
      config: {
        access: providerAccess(),
        rateLimit: {
          max: app.config.rateLimitWebhooksPerMinute,
          timeWindow: '1 minute',
          keyGenerator: (request: FastifyRequest) => `webhooks:${providerName(request)}:ip:${request.ip}`,
        },
      },
      // An unknown provider is refused before its body is read.
      onRequest: async (request) => {
        if (!webhookProvider(providerName(request))) throw new AppError('not_found', msg(request.lang, 'webhook_provider_unknown'));
      },
      schema: {
        tags,
        summary: "A provider's webhook delivery (Mercado Pago: mercado-pago, verified by its signature; Efí Pix: efi, by our secret in its URL)",
        security: [],
        params,
        querystring,
        response: { 200: AckSchema, ...errorResponses(400, 401, 404, 413, 415, 422, 429) },
      },
    },
    async (request) => {
      const provider = webhookProvider(request.params.provider);
      if (!provider) throw new AppError('not_found', msg(request.lang, 'webhook_provider_unknown'));
      const outcome = await receiveWebhook({ db: app.db, config: app.config, secrets: app.secrets, inbox }, request.params.provider, provider, {
        headers: request.headers,
        query: request.query,
        rawBody: request.rawBody?.toString('utf8') ?? '',
        body: request.body,
      });
      if (outcome.kind === 'rejected') {
        request.log.warn({ provider: request.params.provider }, 'webhook refused: bad or missing signature');
        throw new AppError('unauthenticated', msg(request.lang, 'webhook_signature_invalid'));
      }
      if (outcome.kind === 'invalid') {
        const text = msg(request.lang, 'webhook_body_invalid');
        throw new AppError('validation', text, { body: [text] });
      }
      return { data: { status: outcome.kind === 'duplicate' ? 'duplicate' : 'received' } } as const;
    },
  );
}
