import { describe, expect, it } from 'vitest';
import { DEFAULT_ORDER_FILTERS, filtersFromSearch, filtersToQuery, filtersToSearch } from './order-filters';

describe('order filters', () => {
  it('an empty address is delivery orders, page 1, nothing else', () => {
    expect(filtersFromSearch(new URLSearchParams())).toEqual(DEFAULT_ORDER_FILTERS);
    expect(filtersToQuery(DEFAULT_ORDER_FILTERS)).toEqual({ page: 1, per_page: 20, order_type_id: 1 });
  });

  it('"all" types asks without order_type_id; the rest go through as the API reads them', () => {
    const filters = { ...DEFAULT_ORDER_FILTERS, type: 'all' as const, statuses: ['noted' as const, 'done' as const], payment: 'unpaid' as const, from: '2026-11-01', to: '2026-11-23', search: ' João ', page: 2 };
    expect(filtersToQuery(filters)).toEqual({ page: 2, per_page: 20, status: ['noted', 'done'], payment_status: 'unpaid', from: '2026-11-01', to: '2026-11-23', search: 'João' });
  });

  it('round-trips through the address and ignores junk in it', () => {
    const filters = { ...DEFAULT_ORDER_FILTERS, type: 'local' as const, statuses: ['canceled' as const], page: 3 };
    expect(filtersFromSearch(filtersToSearch(filters))).toEqual(filters);
    expect(filtersFromSearch(new URLSearchParams('type=boat&status=lost,done&payment=x&from=ontem&page=-2'))).toEqual({ ...DEFAULT_ORDER_FILTERS, statuses: ['done'] });
  });
});
