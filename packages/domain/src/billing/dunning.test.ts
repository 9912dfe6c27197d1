import { describe, expect, it } from 'vitest';
import { reminderDue, suspensionDate } from './dunning';

const DAY = 86_400_000;
const dueAt = new Date('2026-03-10T12:00:00Z');
const at = (days: number) => new Date(dueAt.getTime() + days * DAY);
const open = { status: 'open', dueAt };

describe('dunning: the reminder an invoice is owed', () => {
  it('says nothing until three days before the due date, then "upcoming" until it is due', () => {
    expect(reminderDue(open, 'active', at(-3.01))).toBeNull();
    expect(reminderDue(open, 'active', at(-3))).toBe('upcoming');
    expect(reminderDue(open, 'active', at(-0.001))).toBe('upcoming');
  });

  it('waits a day after the due date, then "overdue"; "suspended" once the subscription is', () => {
    expect(reminderDue(open, 'past_due', at(0))).toBeNull();
    expect(reminderDue(open, 'past_due', at(0.99))).toBeNull();
    expect(reminderDue(open, 'past_due', at(1))).toBe('overdue');
    expect(reminderDue(open, 'past_due', at(6.9))).toBe('overdue');
    expect(reminderDue(open, 'suspended', at(7))).toBe('suspended');
    expect(suspensionDate(dueAt)).toEqual(at(7));
  });

  it('never reminds of a paid or void invoice, nor on a canceled subscription', () => {
    expect(reminderDue({ status: 'paid', dueAt }, 'active', at(-1))).toBeNull();
    expect(reminderDue({ status: 'void', dueAt }, 'suspended', at(9))).toBeNull();
    expect(reminderDue(open, 'canceled', at(2))).toBeNull();
  });
});
