import type { FastifyInstance } from 'fastify';

// Bodies a buggy client or a curious user could send: a valid body with one field (or one field of
// the first element of a list) replaced by junk, and bodies that are not objects at all. Route
// tests send them all and expect a 4xx, never a 500.

const JUNK: unknown[] = [
  null,
  true,
  -1,
  0,
  1.5,
  1e20,
  99_999_999_999,
  '',
  ' ',
  'x'.repeat(20_000),
  '2026-02-30',
  '25:99',
  'nul\u0000byte',
  'lone \ud800 surrogate',
  '1e3',
  [],
  [99_999_999_999],
  ['x'],
  {},
  { id: 1 },
];

type Path = (string | number)[];

function withField(body: Record<string, unknown>, path: Path, value: unknown): unknown {
  const copy = structuredClone(body) as Record<string | number, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  node[path.at(-1)!] = value;
  return copy;
}

function fieldPaths(body: Record<string, unknown>): Path[] {
  return Object.entries(body).flatMap(([key, value]) => {
    const first: unknown = Array.isArray(value) ? value[0] : undefined;
    const nested = first && typeof first === 'object' ? Object.keys(first).map((inner) => [key, 0, inner]) : [];
    return [[key], ...nested];
  });
}

/** Every junk variant of `body`. */
function junkBodies(body: Record<string, unknown>): unknown[] {
  const bodies: unknown[] = [[], 'texto', 42, null];
  for (const path of fieldPaths(body)) for (const junk of JUNK) bodies.push(withField(body, path, junk));
  return bodies;
}

/** A sweep of every route sends hundreds of requests: its budget is the work, not a latency limit. */
export const JUNK_SWEEP_TIMEOUT = 120_000;

export type JunkRoute = { method: 'POST' | 'PUT' | 'PATCH' | 'DELETE'; url: string; body: Record<string, unknown> };

/**
 * Sends every junk variant of each route's body (as `headers`' user) and lists the answers that
 * were a 5xx, or a 429 (a body the rate limit kept from being looked at). Empty when all is well.
 */
export async function junkFailures(app: FastifyInstance, routes: readonly JunkRoute[], headers: Record<string, string>): Promise<string[]> {
  const failures: string[] = [];
  for (const route of routes) {
    for (const body of junkBodies(route.body)) {
      const res = await app.inject({
        method: route.method,
        url: `/api/v1${route.url}`,
        headers: { ...headers, 'content-type': 'application/json' },
        payload: JSON.stringify(body),
      });
      if (res.statusCode >= 500 || res.statusCode === 429) {
        failures.push(`${route.method} ${route.url} ${JSON.stringify(body).slice(0, 120)} → ${res.statusCode}`);
      }
    }
  }
  return failures;
}
