import { describe, expect, it } from 'vitest';
import { IDENTITY_WRITE, IdentityCache } from './identity-cache';
import type { Identity } from './who-is-asking';

// The cache's own rules (plugins/identity-cache.ts); who-is-asking.test.ts shows it in the API.

const now = new Date('2026-11-23T12:00:00Z');
const later = (ms: number) => new Date(now.getTime() + ms);
const identity = () => ({ user: { id: 1, name: 'Ana' }, sessionId: 7, current: { business: null, membership: null, role: null }, memberships: [], grants: [] }) as unknown as Identity;
const farSession = later(86_400_000);

describe('IdentityCache', () => {
  it('keeps an identity for its time to live, never past the session’s expiry', () => {
    const cache = new IdentityCache(10_000);
    cache.set('a', identity(), farSession, cache.epoch, now);
    expect(cache.get('a', later(9_999))).toBeDefined();
    expect(cache.get('a', later(10_000))).toBeUndefined();

    cache.set('b', identity(), later(500), cache.epoch, now);
    expect(cache.get('b', later(499))).toBeDefined();
    expect(cache.get('b', later(500))).toBeUndefined();
  });

  it('does not store a read that was in flight while it was cleared (it may predate the change)', () => {
    const cache = new IdentityCache(10_000);
    const before = cache.epoch;
    cache.clear(); // a change committed while the statement ran
    cache.set('a', identity(), farSession, before, now);
    expect(cache.get('a', now)).toBeUndefined();
    cache.set('a', identity(), farSession, cache.epoch, now);
    expect(cache.get('a', now)).toBeDefined();
  });

  it('forgets everything on clear, and the oldest entry when full', () => {
    const cache = new IdentityCache(10_000, 2);
    for (const key of ['a', 'b', 'c']) cache.set(key, identity(), farSession, cache.epoch, now);
    expect(cache.get('a', now)).toBeUndefined();
    expect(cache.size).toBe(2);
    cache.clear();
    expect(cache.get('c', now)).toBeUndefined();
  });

  it('hands out a frozen identity: a request cannot change what the next one reads', () => {
    const cache = new IdentityCache(10_000);
    cache.set('a', identity(), farSession, cache.epoch, now);
    const held = cache.get('a', now)!;
    expect(() => {
      (held.user as { name: string }).name = 'Eve';
    }).toThrow(TypeError);
  });
});

describe('IDENTITY_WRITE', () => {
  it('knows the statements that write a table the identity is read from', () => {
    for (const statement of [
      'update "sessions" set "revoked_at" = $1 where "id" = $2',
      'insert into "users" ("id", "name") values (default, $1)',
      'delete from "memberships" where "user_id" = $1',
      'with moved as (update businesses set plan = $1 returning id) select id from moved',
      'UPDATE "permission_grants" SET "granted" = $1',
      'truncate table roles cascade',
    ]) {
      expect(IDENTITY_WRITE.test(statement), statement).toBe(true);
    }
  });

  it('leaves alone reads and writes of other tables', () => {
    for (const statement of [
      'select "users"."id" from "users" where "id" = $1',
      'insert into "menu_categories" ("business_id", "name") values ($1, $2)',
      'update "users_archive" set "x" = 1',
      'select * from "businesses" where "id" = $1 for update',
      'insert into "audit_log" ("entity") values (\'business\')',
    ]) {
      expect(IDENTITY_WRITE.test(statement), statement).toBe(false);
    }
  });
});
