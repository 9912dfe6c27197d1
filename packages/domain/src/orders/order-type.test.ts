import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCAL_SUB_TYPE, DEFAULT_ORDER_TYPE, OrderTypeIdSchema, orderTypeById, orderTypeId } from './order-type';

describe('order types (spec §4)', () => {
  it('are delivery(1), retirada(2) and local(3)', () => {
    expect([orderTypeId('delivery'), orderTypeId('retirada'), orderTypeId('local')]).toEqual([1, 2, 3]);
    expect(orderTypeById(2)).toBe('retirada');
    expect(orderTypeById(4)).toBeNull();
  });
  it('the wire id accepts 1, 2 and 3 only', () => {
    expect(OrderTypeIdSchema.safeParse(3).success).toBe(true);
    expect(OrderTypeIdSchema.safeParse(4).success).toBe(false);
  });
  it('the default is local, with sub-type mesa', () => {
    expect(DEFAULT_ORDER_TYPE).toBe('local');
    expect(DEFAULT_LOCAL_SUB_TYPE).toBe('mesa');
  });
});
