import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Config } from '../config';
import type { Db } from '../db/client';

// A job is a name, a payload schema and a handler (docs/decisions/0013). The payload is checked with
// the schema when it is enqueued and again when it runs: a row written by an older release may no
// longer fit, and it then fails loudly instead of running with half its data.

/** What a handler gets besides its payload. It runs outside any transaction; it opens its own. */
export interface JobContext {
  db: Db;
  log: FastifyBaseLogger;
  config: Config;
  job: { id: number; attempt: number; maxAttempts: number };
}

/** Delay before attempt n+1 after attempt n failed: baseMs · 2^(n-1), at most maxMs. */
export interface Backoff {
  baseMs: number;
  maxMs: number;
}

export interface JobDefinition<S extends z.ZodType = z.ZodType> {
  name: string;
  payload: S;
  // Method syntax on purpose: a definition of any payload fits the registry's JobDefinition[].
  handler(payload: z.output<S>, ctx: JobContext): Promise<void>;
  /** One queued or running job per name and key; enqueueing another is a no-op. */
  dedupKey?(payload: z.output<S>): string;
  maxAttempts: number;
  backoff: Backoff;
  /**
   * How long a claim lasts. A worker that dies mid-run (kill -9) holds the job this long, then any
   * worker takes it again; a handler must therefore finish well within it and tolerate a second run.
   */
  leaseMs: number;
}

export interface JobOptions<S extends z.ZodType> {
  name: string;
  payload: S;
  handler: (payload: z.output<S>, ctx: JobContext) => Promise<void>;
  dedupKey?: (payload: z.output<S>) => string;
  maxAttempts?: number;
  backoff?: Partial<Backoff>;
  leaseMs?: number;
}

export function defineJob<S extends z.ZodType>(options: JobOptions<S>): JobDefinition<S> {
  return {
    name: options.name,
    payload: options.payload,
    handler: options.handler,
    ...(options.dedupKey ? { dedupKey: options.dedupKey } : {}),
    maxAttempts: options.maxAttempts ?? 5,
    backoff: { baseMs: options.backoff?.baseMs ?? 10_000, maxMs: options.backoff?.maxMs ?? 3_600_000 },
    leaseMs: options.leaseMs ?? 5 * 60_000,
  };
}

export function backoffDelayMs(backoff: Backoff, attempt: number): number {
  return Math.min(backoff.maxMs, backoff.baseMs * 2 ** Math.max(0, attempt - 1));
}
