import { describe, expect, it } from 'vitest';
import { formatDay, formatDiscount, localToday, promotionStatus, sortWeekdays } from './promotion-text';

describe('promotion texts', () => {
  it('shows a percentage as a percentage and a fixed discount as money', () => {
    expect(formatDiscount({ type: 'percentage', discount_value: 15 }, 'pt-BR')).toBe('15%');
    expect(formatDiscount({ type: 'percentage', discount_value: 12.5 }, 'pt-BR')).toBe('12,5%');
    expect(formatDiscount({ type: 'fixed', discount_value: 500 }, 'pt-BR').replace(/\s/g, ' ')).toBe('R$ 5,00');
    expect(formatDiscount({ type: 'fixed', discount_value: 500 }, 'en-US')).toBe('R$5.00');
  });

  it('writes a promotion day as that calendar day in any time zone', () => {
    expect(formatDay('2025-05-01', 'pt-BR')).toBe('01/05/2025');
    expect(formatDay('2025-05-31', 'en-US')).toBe('05/31/2025');
  });

  it('orders the weekdays from sunday to saturday', () => {
    expect(sortWeekdays(['friday', 'monday', 'sunday'])).toEqual(['sunday', 'monday', 'friday']);
  });

  it('says why a promotion does not apply today', () => {
    const base = { active: true, running: false, start_date: null, end_date: null };
    expect(promotionStatus({ ...base, active: false, running: false }, '2025-05-10')).toBe('off');
    expect(promotionStatus({ ...base, running: true }, '2025-05-10')).toBe('running');
    expect(promotionStatus({ ...base, end_date: '2025-05-09' }, '2025-05-10')).toBe('ended');
    expect(promotionStatus({ ...base, start_date: '2025-05-11' }, '2025-05-10')).toBe('scheduled');
    expect(promotionStatus(base, '2025-05-10')).toBe('notToday');
  });

  it('gives the device date as YYYY-MM-DD', () => {
    expect(localToday(new Date(2025, 0, 5, 23, 30))).toBe('2025-01-05');
  });
});
