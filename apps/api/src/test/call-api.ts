import type { FastifyInstance } from 'fastify';

/** Who sends a request: their Bearer (or cookie) headers; null is nobody signed in. */
export type Who = { headers: Record<string, string> };

/** `call(who, method, '/employees', body)`: an injected request to /api/v1 as `who`. */
export function apiCaller(app: () => FastifyInstance) {
  return (who: Who | null, method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: unknown, headers: Record<string, string> = {}) =>
    app().inject({ method, url: `/api/v1${url}`, headers: { ...who?.headers, ...headers }, ...(payload === undefined ? {} : { payload: payload as object }) });
}
