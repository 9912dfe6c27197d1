import { describe, expect, it } from 'vitest';
import { billTotal, paymentsLeft } from './close-bill';

describe('close the bill', () => {
  const order = { subtotal: 10000, service_charge: 1000, service_charge_percent: 10, total: 11000 };
  it('adds or removes the service charge', () => {
    expect(billTotal(order, true)).toBe(11000);
    expect(billTotal(order, false)).toBe(10000);
    expect(billTotal({ ...order, service_charge: 0, total: 10000 }, true)).toBe(11000);
  });
  it('tells what is left across the methods', () => {
    expect(paymentsLeft(11000, [{ method: 'pix', amount: 6000, received: 0 }, { method: 'money', amount: 5000, received: 10000 }])).toBe(0);
    expect(paymentsLeft(11000, [{ method: 'pix', amount: 6000, received: 0 }])).toBe(5000);
  });
});
