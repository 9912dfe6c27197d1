import { describe, expect, it } from 'vitest';
import { actionMatches, AUDIT_ACTION_GROUPS, AUDIT_ACTIONS } from './audit-actions';
import { AuditLogQuerySchema, decodeAuditCursor, encodeAuditCursor } from './audit-resource';

describe('the audit cursor', () => {
  it('round-trips the instant in microseconds and the id, exactly', () => {
    const cursor = { atMicros: '1795700000123456', id: 42 };
    expect(decodeAuditCursor(encodeAuditCursor(cursor))).toEqual(cursor);
  });

  it('refuses anything else, and ids no row can have', () => {
    for (const junk of ['', 'abc', '12_', '_12', '1.5_2', '1_0', '1_2147483648', `${'9'.repeat(17)}_1`]) expect(decodeAuditCursor(junk), junk).toBeNull();
  });
});

describe('AuditLogQuerySchema', () => {
  it('reads the filters of the query string, 50 a page by default', () => {
    expect(AuditLogQuerySchema.parse({ actor_user_id: '7', action: 'order.cancel, product.', from: '2026-11-01', to: '2026-11-01' })).toEqual({
      actor_user_id: 7,
      action: ['order.cancel', 'product.'],
      from: '2026-11-01',
      to: '2026-11-01',
      per_page: 50,
    });
  });

  it('refuses a range backwards, a page over 100, an action without its entity, unknown keys', () => {
    const issuesOf = (query: Record<string, string>) => AuditLogQuerySchema.safeParse(query).error?.issues.map((i) => i.path.join('.'));
    expect(issuesOf({ from: '2026-11-02', to: '2026-11-01' })).toEqual(['to']);
    expect(issuesOf({ per_page: '101' })).toEqual(['per_page']);
    expect(issuesOf({ action: 'order' })).toEqual(['action.0']);
    expect(issuesOf({ junk: '1' })).toEqual(['']);
  });
});

describe('the action groups', () => {
  it('every group selects at least one known action, and every value is a valid filter', () => {
    for (const [group, filters] of Object.entries(AUDIT_ACTION_GROUPS)) {
      expect(AUDIT_ACTIONS.some((action) => filters.some((f) => actionMatches(f, action))), group).toBe(true);
      for (const filter of filters) expect(AuditLogQuerySchema.safeParse({ action: filter }).success, filter).toBe(true);
    }
  });

  it('a prefix selects its entity only', () => {
    expect(actionMatches('order.', 'order.cancel')).toBe(true);
    expect(actionMatches('order.', 'orders.cancel')).toBe(false);
    expect(actionMatches('order.cancel', 'order.cancel_all')).toBe(false);
  });
});
