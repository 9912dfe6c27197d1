import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { formatValidationErrors } from '@comanda/domain/validation/format-errors';
import { AppError, PUBLIC_CODES } from '../lib/app-error';
import { msg } from '../lib/messages';
import { RequestValidationError } from './validation';

// One error handler: every failure leaves as { message, errors? } with the right status; a 5xx is
// logged with its details and answered with a generic message.
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const lang = request.lang;
    if (error instanceof RequestValidationError) {
      return reply.status(422).send(formatValidationErrors(error.issues, lang));
    }
    if (error instanceof AppError) {
      const body: Record<string, unknown> = { message: error.message };
      if (PUBLIC_CODES.has(error.code)) body.code = error.code;
      if (error.feature) body.feature = error.feature;
      if (error.errors) body.errors = error.errors;
      return reply.status(error.status).send(body);
    }
    const status = error.statusCode ?? 500;
    if (status === 429) return reply.status(429).send({ message: error.message });
    if (status === 413 || error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || error.code === 'FST_REQ_FILE_TOO_LARGE') {
      return reply.status(413).send({ message: msg(lang, 'payload_too_large') });
    }
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      return reply.status(415).send({ message: msg(lang, 'unsupported_media_type') });
    }
    if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError) {
      return reply.status(400).send({ message: msg(lang, 'malformed_json') });
    }
    if (status >= 400 && status < 500) {
      request.log.info({ err: error }, 'client error');
      return reply.status(status).send({ message: status === 404 ? msg(lang, 'not_found') : msg(lang, 'invalid_data') });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ message: msg(lang, 'internal') });
  });
});
