import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from './order-status';
import { ORDER_TRANSITIONS, allowedTransitions, canTransition, initialPdvStatus } from './order-transitions';

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

describe('PDV initial status (spec §4)', () => {
  it('a new PDV order starts as noted', () => {
    expect(initialPdvStatus()).toBe('noted');
    expect(initialPdvStatus(null)).toBe('noted');
  });
  it('an existing order keeps its status', () => {
    expect(initialPdvStatus({ status: 'processing' })).toBe('processing');
  });
});
