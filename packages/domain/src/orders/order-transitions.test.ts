import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from './order-status';
import { ORDER_TRANSITIONS, allowedTransitions, canTransition, initialOrderStatus } from './order-transitions';

describe('order transitions, derived from the declaration', () => {
  it('follows the action buttons', () => {
    expect(canTransition('pending', 'noted')).toBe(true);
    expect(canTransition('noted', 'processing')).toBe(true);
    expect(canTransition('processing', 'done')).toBe(true);
    expect(canTransition('in_delivery', 'finalized')).toBe(true);
  });

  it('refuses skipping or going back', () => {
    expect(canTransition('pending', 'done')).toBe(false);
    expect(canTransition('done', 'processing')).toBe(false);
    expect(canTransition('noted', 'finalized')).toBe(false);
  });

  it('dispatch goes to the status of the order type when it is known', () => {
    expect(canTransition('done', 'in_delivery', 'delivery')).toBe(true);
    expect(canTransition('done', 'waiting_get', 'delivery')).toBe(false);
    expect(canTransition('done', 'in_consumption', 'local')).toBe(true);
    expect(allowedTransitions('done').sort()).toEqual(['canceled', 'in_consumption', 'in_delivery', 'waiting_get']);
  });

  it('cancel is allowed from any non-final status', () => {
    for (const status of ORDER_STATUSES.filter((s) => s !== 'canceled' && s !== 'finalized')) {
      expect(canTransition(status, 'canceled'), status).toBe(true);
    }
  });

  it('nothing leaves a final status', () => {
    expect(allowedTransitions('canceled')).toEqual([]);
    expect(allowedTransitions('finalized')).toEqual([]);
    expect(canTransition('finalized', 'canceled')).toBe(false);
  });

  it('the table covers every status', () => {
    expect(Object.keys(ORDER_TRANSITIONS)).toEqual(ORDER_STATUSES);
    expect(ORDER_TRANSITIONS.pending).toEqual(['noted', 'canceled']);
  });
});

describe("a new order's first status (spec §4, auto-accept)", () => {
  it('a PDV order, which asks for no status, starts as noted', () => {
    expect(initialOrderStatus(undefined, { autoAccept: false })).toBe('noted');
    expect(initialOrderStatus(null, { autoAccept: true })).toBe('noted');
  });
  it('an order asked as pending waits to be accepted, unless the business accepts automatically', () => {
    expect(initialOrderStatus('pending', { autoAccept: false })).toBe('pending');
    expect(initialOrderStatus('pending', { autoAccept: true })).toBe('noted');
  });
  it('no other status can be asked for on placement', () => {
    expect(initialOrderStatus('finalized', { autoAccept: false })).toBe('noted');
    expect(initialOrderStatus('processing', { autoAccept: true })).toBe('noted');
  });
});
