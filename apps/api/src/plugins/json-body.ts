import type { FastifyInstance, FastifyRequest } from 'fastify';
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

/** An escaped surrogate (\\uD800–\\uDFFF) in the text: the only way a JSON text can carry a lone one. */
const ESCAPED_SURROGATE = /\\u[dD][89a-fA-F]/;

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Whether every string (and key) in a parsed body is well-formed Unicode: PostgreSQL refuses a lone surrogate. */
export function wellFormed(value: unknown): boolean {
  if (typeof value === 'string') return !LONE_SURROGATE.test(value);
  if (Array.isArray(value)) return value.every(wellFormed);
  if (value !== null && typeof value === 'object') return Object.entries(value).every(([key, item]) => !LONE_SURROGATE.test(key) && wellFormed(item));
  return true;
}

/** What a content-type parser calls with the parsed body or the refusal. */
export type ParserDone = (err: Error | null, body?: unknown) => void;

/**
 * Fastify's own JSON parser (prototype-poisoning protection kept), behind a depth check; a text that
 * escapes a lone surrogate ("\\ud800" with no pair) is refused as malformed, as no column could
 * store it. Every JSON route parses through it; the webhook routes too, keeping the raw bytes beside.
 */
export function guardedJsonParser(app: FastifyInstance): (request: FastifyRequest, text: string, done: ParserDone) => void {
  const parse = app.getDefaultJsonParser('error', 'error');
  return (request, text, done) => {
    if (jsonDepthExceeds(text, MAX_JSON_DEPTH)) {
      done(new AppError('bad_request', msg(request.lang, 'json_too_deep', { max: MAX_JSON_DEPTH })), undefined);
      return;
    }
    if (!ESCAPED_SURROGATE.test(text)) {
      void parse(request, text, done);
      return;
    }
    void parse(request, text, (err: Error | null, value?: unknown) => {
      if (!err && !wellFormed(value)) done(new AppError('bad_request', msg(request.lang, 'malformed_json')), undefined);
      else done(err, value);
    });
  };
}

export const jsonBodyPlugin = fp(async (app: FastifyInstance) => {
  const parse = guardedJsonParser(app);
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    parse(request, typeof body === 'string' ? body : body.toString('utf8'), done);
  });
});
