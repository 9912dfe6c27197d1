import { describe, expect, it } from 'vitest';
import { orderPlaceText, orderTimeText } from './order-labels';

describe('orderPlaceText', () => {
  it('names the type, the table or the counter', () => {
    expect(orderPlaceText({ order_type: 'delivery', local_sub_type: null, table_name: null }, 'pt', 'Balcão')).toBe('Delivery');
    expect(orderPlaceText({ order_type: 'retirada', local_sub_type: null, table_name: null }, 'en', 'Counter')).toBe('Pickup');
    expect(orderPlaceText({ order_type: 'local', local_sub_type: 'mesa', table_name: 'Mesa 4' }, 'pt', 'Balcão')).toBe('Mesa 4');
    expect(orderPlaceText({ order_type: 'local', local_sub_type: 'balcao', table_name: null }, 'pt', 'Balcão')).toBe('Balcão');
  });
});

describe('orderTimeText', () => {
  it('only the time today, the day and time before', () => {
    const now = new Date(2026, 10, 23, 18, 0);
    expect(orderTimeText(new Date(2026, 10, 23, 9, 5).toISOString(), 'pt-BR', now)).toBe('09:05');
    expect(orderTimeText(new Date(2026, 10, 21, 20, 30).toISOString(), 'pt-BR', now)).toBe('21/11 20:30');
  });
});
