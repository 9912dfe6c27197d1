import { describe, expect, it } from 'vitest';
import { QuoteBodySchema } from './product-quote';

describe('QuoteBodySchema', () => {
  it('defaults to one unit and no options', () => {
    expect(QuoteBodySchema.parse({})).toEqual({ qty: 1, items: [] });
  });

  it('lets a zero weight through, so that the minimum-weight rule (spec §5) answers it', () => {
    expect(QuoteBodySchema.safeParse({ weight: 0 }).success).toBe(true);
    expect(QuoteBodySchema.safeParse({ weight: -1 }).success).toBe(false);
  });

  it('refuses a zero or fractional quantity and unknown fields', () => {
    expect(QuoteBodySchema.safeParse({ qty: 0 }).success).toBe(false);
    expect(QuoteBodySchema.safeParse({ qty: 1.5 }).success).toBe(false);
    expect(QuoteBodySchema.safeParse({ items: [{ item_id: 1, qty: 0 }] }).success).toBe(false);
    expect(QuoteBodySchema.safeParse({ total: 100 }).success).toBe(false);
  });
});
