import type { Lang } from '@comanda/domain/validation/lang';
import type { Db } from '../../db/client';

/** The time a command acts at: the real clock, or one a test moves (billing lets months pass). */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/**
 * What every command runs with (docs/decisions/0044): the database, the clock, and the language its
 * refusals speak. Events are recorded in the command's own transaction (lib/events/record-event.ts)
 * and jobs are enqueued with it, so neither needs a handle here. No command sees Fastify.
 */
export interface CommandDeps {
  db: Db;
  clock: Clock;
  lang: Lang;
}
