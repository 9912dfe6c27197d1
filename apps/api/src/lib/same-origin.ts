import type { FastifyRequest } from 'fastify';

/**
 * Whether a browser says this request comes from a page of another site: its Origin (or, without
 * one, its Referer) names a host that is neither the one the request was sent to nor the app's
 * public URL. A request with neither header (curl, an API client) is not foreign: the custom-header
 * check still guards it (docs/decisions/0004). `Origin: null` (sandboxed frames, some redirects) is.
 */
export function isForeignOrigin(request: FastifyRequest, appUrl: string): boolean {
  const origin = request.headers.origin ?? request.headers.referer;
  if (origin === undefined) return false;
  let host: string;
  try {
    host = new URL(origin).host;
  } catch {
    return true; // "null" or garbage
  }
  if (!host) return true;
  return host !== request.host && host !== new URL(appUrl).host;
}
