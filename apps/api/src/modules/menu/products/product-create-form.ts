import type { FastifyRequest } from 'fastify';
import { renderMessage } from '@comanda/domain/validation/messages';
import { AppError, fieldError } from '../../../lib/app-error';
import { asUploadError } from '../../../lib/images';
import { msg } from '../../../lib/messages';
import { jsonDepthExceeds, MAX_JSON_DEPTH } from '../../../plugins/json-body';

/*
 * POST v1/products also takes multipart/form-data: the product as JSON in the text field `product`
 * and its cover in the file field `cover`. The product and its cover are then made in one request,
 * or neither is: a cover the API refuses leaves no product behind for the owner to find half-made
 * (issue 13). A plain JSON body still creates a product without a cover.
 */

export const PRODUCT_FIELD = 'product';
export const COVER_FIELD = 'cover';

const covers = new WeakMap<FastifyRequest, Buffer>();

/** The cover bytes read from this request's form, if it sent one. */
export function coverOf(request: FastifyRequest): Buffer | null {
  return covers.get(request) ?? null;
}

function parseProductJson(request: FastifyRequest, text: string): unknown {
  if (jsonDepthExceeds(text, MAX_JSON_DEPTH)) throw new AppError('bad_request', msg(request.lang, 'json_too_deep', { max: MAX_JSON_DEPTH }));
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new AppError('bad_request', msg(request.lang, 'malformed_json'));
  }
}

/**
 * The route's preValidation: for a multipart request, the `product` field becomes the body that the
 * route's schema validates, and the cover is kept for the handler (which checks it is an image only
 * after the caller's access is known). Any other field is refused, as a JSON body's unknown keys are.
 */
export async function readProductForm(request: FastifyRequest): Promise<void> {
  if (!request.isMultipart()) return;
  let body: unknown;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file' && part.fieldname === COVER_FIELD) {
        covers.set(request, await part.toBuffer());
      } else if (part.type === 'field' && part.fieldname === PRODUCT_FIELD && typeof part.value === 'string') {
        body = parseProductJson(request, part.value);
      } else {
        if (part.type === 'file') await part.toBuffer();
        const message = renderMessage('unrecognized_keys', request.lang, { keys: part.fieldname });
        throw fieldError('_', message);
      }
    }
  } catch (err) {
    throw asUploadError(err, request);
  }
  request.body = body;
}
