import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { many, one, page } from './envelopes';
import { nextPage, pageMeta } from './pagination';

describe('wire envelopes', () => {
  it('page meta: last page rounds up, an empty list is page 1 of 1', () => {
    expect(pageMeta({ page: 2, perPage: 20, total: 41 })).toEqual({ current_page: 2, per_page: 20, total: 41, last_page: 3 });
    expect(pageMeta({ page: 1, perPage: 20, total: 0 }).last_page).toBe(1);
    expect(pageMeta({ page: 1, perPage: 20, total: 40 }).last_page).toBe(2);
  });

  it('next page until the last one', () => {
    expect(nextPage({ current_page: 1, last_page: 3 })).toBe(2);
    expect(nextPage({ current_page: 3, last_page: 3 })).toBeUndefined();
  });

  it('wraps items as the wire does', () => {
    const item = z.object({ id: z.number() });
    expect(one(item).parse({ data: { id: 1 } })).toEqual({ data: { id: 1 } });
    expect(many(item).safeParse({ data: [{ id: 'x' }] }).success).toBe(false);
    expect(page(item).safeParse({ data: [], meta: pageMeta({ page: 1, perPage: 10, total: 0 }) }).success).toBe(true);
  });
});
