import type { Identity } from './who-is-asking';

/*
 * Who is asking, remembered per process for a few seconds (issue 20, docs/decisions/0022 amended).
 *
 * The database says when to forget: a trigger on every table the identity is read from (sessions,
 * users, businesses, memberships, roles, permission_grants; migration 0007) sends NOTIFY
 * `comanda_identity` when its transaction commits, and every process listening forgets everything.
 * No write site has to remember to invalidate. On PGlite the notification arrives before the
 * writer's COMMIT answers; on PostgreSQL a moment after it, so there a request that sent a
 * statement writing one of these tables also forgets at its end, after its commit and before its
 * answer (plugins/auth.ts): the client who changed something never sees the old identity on its next
 * request, and a burst of orders or menu edits, which write none of them, keeps the cache.
 *
 * A read that was in flight while the cache was cleared is not stored (the epoch moved): it may
 * carry the state from before the commit. A lookup that found no live session is never stored, so
 * guessing tokens cannot fill memory. Entries are frozen: the identity is shared by requests.
 */

interface Entry {
  identity: Identity;
  /** The session's own expiry and the entry's: the earlier one ends the entry. */
  until: number;
}

export const IDENTITY_CHANNEL = 'comanda_identity';

/** A statement that writes a table the identity is read from (the tables of migration 0007's triggers). */
export const IDENTITY_WRITE =
  /\b(?:insert\s+into|update|delete\s+from|truncate(?:\s+table)?)\s+(?:only\s+)?"?(?:sessions|users|businesses|memberships|roles|permission_grants)\b/i;

export class IdentityCache {
  readonly #entries = new Map<string, Entry>();
  #epoch = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 10_000,
  ) {}

  /** Changes whenever the cache is cleared; read it before a lookup, pass it to `set` after. */
  get epoch(): number {
    return this.#epoch;
  }

  get size(): number {
    return this.#entries.size;
  }

  get(tokenHash: string, now: Date): Identity | undefined {
    const entry = this.#entries.get(tokenHash);
    if (!entry) return undefined;
    if (entry.until <= now.getTime()) {
      this.#entries.delete(tokenHash);
      return undefined;
    }
    return entry.identity;
  }

  set(tokenHash: string, identity: Identity, sessionExpiresAt: Date, epochBeforeRead: number, now: Date): void {
    if (epochBeforeRead !== this.#epoch) return;
    // Map keeps insertion order: the first key is the oldest entry.
    if (this.#entries.size >= this.maxEntries) this.#entries.delete(this.#entries.keys().next().value!);
    this.#entries.set(tokenHash, { identity: deepFreeze(identity), until: Math.min(sessionExpiresAt.getTime(), now.getTime() + this.ttlMs) });
  }

  /** The payload of the last change notice heard (tests wait for their own). */
  lastNotice: string | undefined;

  clear(notice?: string): void {
    this.#epoch += 1;
    this.#entries.clear();
    this.lastNotice = notice;
  }
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}
