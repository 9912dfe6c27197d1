import { describe, expect, it } from 'vitest';
import { DEFAULT_CUSTOMER_FILTERS, filtersFromSearch, filtersToQuery, filtersToSearch } from './customer-filters';

describe('customer filters in the address', () => {
  it('round-trip, and the defaults leave the address clean', () => {
    const filters = { search: 'ana', segment: 'recurring' as const, consent: 'yes' as const, sort: 'total_spent' as const, page: 3 };
    expect(filtersFromSearch(filtersToSearch(filters))).toEqual(filters);
    expect(filtersToSearch(DEFAULT_CUSTOMER_FILTERS).toString()).toBe('');
  });
  it('ignores what it does not know', () => {
    expect(filtersFromSearch(new URLSearchParams('segmento=vip&ordem=preco&page=-2&promocoes=talvez'))).toEqual(DEFAULT_CUSTOMER_FILTERS);
  });
  it('sends only what is set', () => {
    expect(filtersToQuery({ ...DEFAULT_CUSTOMER_FILTERS, search: '  ' })).toEqual({ search: undefined, segment: undefined, marketing_consent: undefined, sort: 'last_order', page: 1, per_page: 20 });
  });
});
