import { describe, expect, it } from 'vitest';
import type { OrderResource } from '@comanda/domain/orders/order-resource';
import { upsertKitchenOrder } from './kitchen';

const order = (id: number, status: OrderResource['status'], notedAt: string, version = 1) =>
  ({ id, status, version, created_at: notedAt, history: [{ status: 'noted', at: notedAt, reason: null, user: null }] }) as unknown as OrderResource;

describe('the kitchen list', () => {
  const a = order(1, 'noted', '2026-11-26T12:00:00.000Z');
  const b = order(2, 'processing', '2026-11-26T12:05:00.000Z');

  it('adds an order that reached the kitchen in its place by time there', () => {
    expect(upsertKitchenOrder([b], a).map((o) => o.id)).toEqual([1, 2]);
  });

  it('replaces an order that moved within the kitchen, and drops one that left it', () => {
    expect(upsertKitchenOrder([a, b], order(1, 'processing', '2026-11-26T12:00:00.000Z', 2))[0]!.status).toBe('processing');
    expect(upsertKitchenOrder([a, b], order(2, 'done', '2026-11-26T12:05:00.000Z', 2)).map((o) => o.id)).toEqual([1]);
  });

  it('keeps the newer copy when an older one arrives late', () => {
    const newer = order(1, 'processing', '2026-11-26T12:00:00.000Z', 3);
    expect(upsertKitchenOrder([newer], order(1, 'noted', '2026-11-26T12:00:00.000Z', 2))).toEqual([newer]);
  });
});
