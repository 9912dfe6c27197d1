import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { errorResponses } from '../../lib/error-responses';
import { msg } from '../../lib/messages';
import { latestOutboxMessages } from './dev-outbox.repository';
import { publicAccess } from '../../plugins/route-access';
import { many } from '@comanda/domain/wire/envelopes';

const outboxEntrySchema = z.object({
  id: z.number().int(),
  channel: z.enum(['email', 'whatsapp']),
  to: z.string(),
  subject: z.string().nullable(),
  text: z.string(),
  created_at: z.string(),
});

const FORWARDING_HEADERS = ['forwarded', 'x-forwarded-for', 'x-real-ip'] as const;

/**
 * Whether this request may read the outbox: a platform admin's session from anywhere, or a request
 * made on this very machine (a loopback socket that no proxy forwarded). Its messages hold password
 * reset links, so anyone else reading them could take any account (issue 11).
 */
function mayReadOutbox(request: FastifyRequest): boolean {
  if (request.auth?.user.isAdmin) return true;
  const remote = request.raw.socket.remoteAddress ?? '';
  const loopback = remote === '::1' || remote.startsWith('127.') || remote.startsWith('::ffff:127.');
  return loopback && FORWARDING_HEADERS.every((h) => request.headers[h] === undefined);
}

/**
 * GET /dev/outbox: the latest 50 messages the platform "sent" (e-mails, WhatsApp codes), newest first,
 * so that a person trying the product on their own machine, and the Playwright tests, can follow
 * verification and reset links without a mail server. routes.ts registers it only when
 * config.outboxApi is true (OUTBOX_API; default true outside production, false in production), and
 * then it answers only mayReadOutbox's callers; to anyone else it does not exist (404).
 */
export async function devOutboxRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/dev/outbox',
    {
      config: { access: publicAccess() },
      schema: {
        tags: ['dev'],
        summary: 'Latest 50 outbox messages, newest first (development only: loopback or a platform admin)',
        querystring: z.strictObject({ to: z.string().trim().toLowerCase().max(191).optional() }),
        response: { 200: many(outboxEntrySchema), ...errorResponses(404, 422) },
      },
    },
    async (request) => {
      if (!mayReadOutbox(request)) throw new AppError('not_found', msg(request.lang, 'route_not_found'));
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
