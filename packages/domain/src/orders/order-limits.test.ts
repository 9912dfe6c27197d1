import { describe, expect, it } from 'vitest';
import { MAX_PRICE_CENTAVOS } from '../menu/product';
import { MAX_LINE_QTY, MAX_LINES_PER_REQUEST } from './order-resource';
import { firstLineOverLimit, MAX_LINE_SUBTOTAL, MAX_ORDER_SUBTOTAL } from './order-limits';

const INT32_MAX = 2_147_483_647;

describe('order amount limits', () => {
  it('a line at the dearest price once fits; the same line twice does not', () => {
    expect(firstLineOverLimit([MAX_PRICE_CENTAVOS])).toBeNull();
    expect(firstLineOverLimit([1000, MAX_PRICE_CENTAVOS * 2])).toEqual({ index: 1, limit: 'line', max: MAX_LINE_SUBTOTAL });
  });

  it('names the line that takes the order past its largest subtotal, counting what it already holds', () => {
    expect(firstLineOverLimit(Array(5).fill(MAX_LINE_SUBTOTAL))).toBeNull();
    expect(firstLineOverLimit(Array(6).fill(MAX_LINE_SUBTOTAL))).toEqual({ index: 5, limit: 'order', max: MAX_ORDER_SUBTOTAL });
    expect(firstLineOverLimit([1, 2], MAX_ORDER_SUBTOTAL - 2)).toEqual({ index: 1, limit: 'order', max: MAX_ORDER_SUBTOTAL });
    expect(firstLineOverLimit([], MAX_ORDER_SUBTOTAL)).toBeNull();
  });

  it('an order within the bounds cannot overflow a 32-bit column, even with a 100% service charge and fees', () => {
    // subtotal + service charge (at most 100%) + delivery fee and card fee (each at most the dearest price).
    expect(MAX_ORDER_SUBTOTAL * 2 + MAX_PRICE_CENTAVOS * 2).toBeLessThan(INT32_MAX);
    // What a request may ask for is far beyond it: the limits are what keeps the columns whole.
    expect(MAX_LINES_PER_REQUEST * MAX_LINE_QTY * MAX_PRICE_CENTAVOS).toBeGreaterThan(INT32_MAX);
  });
});
