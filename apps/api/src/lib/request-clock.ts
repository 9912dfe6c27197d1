import type { FastifyRequest } from 'fastify';

/**
 * The instant a request is answered for. Journeys and API tests need "open now" at a chosen time
 * (opening hours, issue 14), so with NODE_ENV=test, and only then, an `X-Test-Now` header with an ISO
 * instant sets it for that one request; every other environment ignores the header and uses the
 * real clock. Per request, not a server-wide setting, so journeys running side by side never see
 * each other's clock.
 */
export function requestNow(request: FastifyRequest): Date {
  if (request.server.config.env !== 'test') return new Date();
  const header = request.headers['x-test-now'];
  const value = typeof header === 'string' ? new Date(header) : null;
  return value && !Number.isNaN(value.getTime()) ? value : new Date();
}
