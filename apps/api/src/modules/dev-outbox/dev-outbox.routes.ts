import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/error-responses';
import { latestOutboxMessages } from './dev-outbox.repository';

const outboxEntrySchema = z.object({
  id: z.number().int(),
  channel: z.enum(['email', 'whatsapp']),
  to: z.string(),
  subject: z.string().nullable(),
  text: z.string(),
  created_at: z.string(),
});

/**
 * GET /dev/outbox: the latest 50 messages the platform "sent" (e-mails, WhatsApp codes), newest first,
 * so that a person trying the product, and the Playwright tests, can follow verification and reset
 * links without a mail server. It has NO authentication on purpose: routes.ts registers it only when
 * config.outboxApi is true (OUTBOX_API; default true outside production, false in production).
 */
export async function devOutboxRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/dev/outbox',
    {
      schema: {
        tags: ['dev'],
        summary: 'Latest 50 outbox messages, newest first (development only; no auth)',
        security: [],
        querystring: z.strictObject({ to: z.string().trim().toLowerCase().max(191).optional() }),
        response: { 200: z.object({ data: z.array(outboxEntrySchema) }), ...errorResponses(422) },
      },
    },
    async (request) => {
      const { to } = request.query;
      const rows = await latestOutboxMessages(app.db, { to: to || undefined, limit: 50 });
      return {
        data: rows.map((m) => ({
          id: m.id,
          channel: m.channel,
          to: m.to,
          subject: m.subject,
          text: m.text,
          created_at: m.createdAt.toISOString(),
        })),
      };
    },
  );
}
