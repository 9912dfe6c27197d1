import { describe, expect, it } from 'vitest';
import { billTotal, paymentsLeft } from './close-bill';

describe('close the bill', () => {
  const order = { subtotal: 10000, service_charge: 1000, service_charge_percent: 10, total: 11000 };
  it('adds or removes the service charge', () => {
    expect(billTotal(order, true, 10)).toBe(11000);
    expect(billTotal(order, false, 10)).toBe(10000);
    // An order placed before the business set its charge gets the current rate at closing.
    expect(billTotal({ ...order, service_charge: 0, total: 10000 }, true, 12.5)).toBe(11250);
    expect(billTotal({ ...order, service_charge: 0, total: 10000 }, true, 0)).toBe(10000);
  });
  it('tells what is left across the methods', () => {
    expect(paymentsLeft(11000, [{ method: 'pix', amount: 6000, received: 0 }, { method: 'money', amount: 5000, received: 10000 }])).toBe(0);
    expect(paymentsLeft(11000, [{ method: 'pix', amount: 6000, received: 0 }])).toBe(5000);
  });
});
