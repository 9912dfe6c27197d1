import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';
import { msg } from '../lib/messages';

/**
 * No request of ours nests deeper than a handful of levels (an order's lines and their options are
 * four). A body nested far deeper is refused before it is parsed, so no recursive code downstream
 * (validation, logging, serialisation) ever meets 20,000 levels of `[[[…]]]` (issue 11).
 */
export const MAX_JSON_DEPTH = 32;

/** The deepest nesting of arrays and objects in a JSON text, scanning it once (strings skipped). */
export function jsonDepthExceeds(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c /* \ */) i++;
      else if (c === 0x22 /* " */) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b /* [ */ || c === 0x7b /* { */) {
      if (++depth > limit) return true;
    } else if (c === 0x5d /* ] */ || c === 0x7d /* } */) depth--;
  }
  return false;
}

// Fastify's own JSON parser (prototype-poisoning protection kept), behind a depth check.
export const jsonBodyPlugin = fp(async (app: FastifyInstance) => {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (jsonDepthExceeds(text, MAX_JSON_DEPTH)) {
      done(new AppError('bad_request', msg(request.lang, 'json_too_deep', { max: MAX_JSON_DEPTH })), undefined);
      return;
    }
    void parse(request, text, done);
  });
});
