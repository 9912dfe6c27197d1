import { describe, expect, it } from 'vitest';
import type { OrderResource, OrderSummary } from '@comanda/domain/orders/order-resource';
import { columnOf, filterBoard, latenessOf, minutesSince, summaryOf, upsertOrder } from './board';

const summary = (over: Partial<OrderSummary>): OrderSummary =>
  ({ id: 1, number: 1, status: 'noted', order_type: 'retirada', customer_name: null, table_name: null, version: 1, created_at: '2026-11-26T10:00:00.000Z', items_count: 1, ...over }) as OrderSummary;

describe('the order board', () => {
  it('puts each open status in its column, and no final one', () => {
    expect(['pending', 'noted', 'processing', 'done'].map((s) => columnOf(s as OrderSummary['status']))).toEqual(['pending', 'noted', 'processing', 'done']);
    expect(columnOf('in_delivery')).toBe('out');
    expect(columnOf('waiting_get')).toBe('out');
    expect(columnOf('in_consumption')).toBe('out');
    expect(columnOf('finalized')).toBeNull();
    expect(columnOf('canceled')).toBeNull();
  });

  it("replaces an order's card, adds a new one in time order, and drops a final one", () => {
    const a = summary({ id: 1, created_at: '2026-11-26T10:00:00.000Z' });
    const b = summary({ id: 2, created_at: '2026-11-26T10:05:00.000Z' });
    const early = summary({ id: 3, created_at: '2026-11-26T09:00:00.000Z' });
    expect(upsertOrder([a, b], early).map((o) => o.id)).toEqual([3, 1, 2]);
    expect(upsertOrder([a, b], { ...a, status: 'processing', version: 2 })[0]).toMatchObject({ id: 1, status: 'processing' });
    expect(upsertOrder([a, b], { ...a, status: 'canceled', version: 2 }).map((o) => o.id)).toEqual([2]);
  });

  it('keeps the newer copy when an older one arrives late (an event after our own answer)', () => {
    const newer = summary({ id: 1, status: 'processing', version: 3 });
    expect(upsertOrder([newer], summary({ id: 1, status: 'noted', version: 2 }))).toEqual([newer]);
  });

  it("sums an event's lines as the list counts items", () => {
    const order = { ...summary({}), products: [{ qty: 2 }, { qty: 1 }], history: [], payments: [] } as unknown as OrderResource;
    const result = summaryOf(order);
    expect(result.items_count).toBe(3);
    expect(result).not.toHaveProperty('products');
    expect(result).not.toHaveProperty('history');
  });

  it('turns amber past three quarters of the preparation time and red past it', () => {
    const at = '2026-11-26T10:00:00.000Z';
    const after = (minutes: number) => new Date(Date.parse(at) + minutes * 60_000);
    expect(latenessOf(at, after(29), 40)).toBe('on-time');
    expect(latenessOf(at, after(30), 40)).toBe('late');
    expect(latenessOf(at, after(40), 40)).toBe('overdue');
    expect(latenessOf(at, after(25), null)).toBe('late');
    expect(minutesSince(at, after(-2))).toBe(0);
    expect(minutesSince(at, after(12.9))).toBe(12);
  });

  it('finds by number, customer without accents or case, and table; filters by type', () => {
    const orders = [
      summary({ id: 1, number: 12, customer_name: 'João Araújo' }),
      summary({ id: 2, number: 7, order_type: 'local', table_name: 'Mesa 4' }),
      summary({ id: 3, number: 120, order_type: 'delivery' }),
    ];
    expect(filterBoard(orders, { type: 'all', search: '12' }).map((o) => o.id)).toEqual([1]);
    expect(filterBoard(orders, { type: 'all', search: 'joao ara' }).map((o) => o.id)).toEqual([1]);
    expect(filterBoard(orders, { type: 'all', search: 'mesa 4' }).map((o) => o.id)).toEqual([2]);
    expect(filterBoard(orders, { type: 'delivery', search: '' }).map((o) => o.id)).toEqual([3]);
  });
});
