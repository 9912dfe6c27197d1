import { CUSTOMER_SORTS, type CustomerListQueryInput, type CustomerSort } from '@comanda/domain/customers/customer-resource';
import { CUSTOMER_SEGMENT_NAMES, type CustomerSegment } from '@comanda/domain/customers/customer-segments';

/** The customers page's filters, kept in the address so a reload or a shared link shows the same list. */
export type CustomerFilters = {
  search: string;
  segment: CustomerSegment | null;
  consent: 'yes' | 'no' | null;
  sort: CustomerSort;
  page: number;
};

export const DEFAULT_CUSTOMER_FILTERS: CustomerFilters = { search: '', segment: null, consent: null, sort: 'last_order', page: 1 };

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | null => (values.find((v) => v === value) ?? null);

export function filtersFromSearch(params: URLSearchParams): CustomerFilters {
  const page = Number(params.get('page'));
  return {
    search: params.get('q') ?? '',
    segment: oneOf(CUSTOMER_SEGMENT_NAMES, params.get('segmento')),
    consent: oneOf(['yes', 'no'] as const, params.get('promocoes')),
    sort: oneOf(CUSTOMER_SORTS, params.get('ordem')) ?? DEFAULT_CUSTOMER_FILTERS.sort,
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

export function filtersToSearch(filters: CustomerFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.search.trim()) params.set('q', filters.search);
  if (filters.segment) params.set('segmento', filters.segment);
  if (filters.consent) params.set('promocoes', filters.consent);
  if (filters.sort !== DEFAULT_CUSTOMER_FILTERS.sort) params.set('ordem', filters.sort);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

export function filtersToQuery(filters: CustomerFilters): CustomerListQueryInput {
  return {
    search: filters.search.trim() || undefined,
    segment: filters.segment ?? undefined,
    marketing_consent: filters.consent ?? undefined,
    sort: filters.sort,
    page: filters.page,
    per_page: 20,
  };
}

export const isFiltered = (filters: CustomerFilters) => filters.search.trim() !== '' || filters.segment !== null || filters.consent !== null;
