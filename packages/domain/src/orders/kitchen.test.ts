import { describe, expect, it } from 'vitest';
import { inKitchen, isAddedAfterKitchen, kitchenSince } from './kitchen';

const entry = (status: 'pending' | 'noted' | 'processing', at: string) => ({ status, at, reason: null, user: null });

describe('the kitchen view', () => {
  it('works on noted and processing orders only', () => {
    expect(inKitchen('noted')).toBe(true);
    expect(inKitchen('processing')).toBe(true);
    expect(inKitchen('pending')).toBe(false);
    expect(inKitchen('done')).toBe(false);
  });

  it('counts from the first move to noted, or the creation', () => {
    const history = [entry('pending', '2026-11-26T12:00:00.000Z'), entry('noted', '2026-11-26T12:03:00.000Z'), entry('processing', '2026-11-26T12:05:00.000Z')];
    expect(kitchenSince({ history, created_at: '2026-11-26T12:00:00.000Z' })).toBe('2026-11-26T12:03:00.000Z');
    expect(kitchenSince({ history: [], created_at: '2026-11-26T12:00:00.000Z' })).toBe('2026-11-26T12:00:00.000Z');
  });

  it('marks as new only the lines written after the kitchen got the order', () => {
    const since = '2026-11-26T12:03:00.000Z';
    expect(isAddedAfterKitchen({ created_at: since }, since)).toBe(false);
    expect(isAddedAfterKitchen({ created_at: '2026-11-26T12:03:00.001Z' }, since)).toBe(true);
  });
});
