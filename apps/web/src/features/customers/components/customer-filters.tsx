import { useEffect, useState } from 'react';
import { CUSTOMER_SORTS } from '@comanda/domain/customers/customer-resource';
import { CUSTOMER_SEGMENTS, type CustomerSegment } from '@comanda/domain/customers/customer-segments';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { cn } from '../../../lib/cn';
import { useCustomerSegments } from '../api/customers';
import { useCustomersT } from '../i18n';
import type { CustomerFilters as Filters } from '../lib/customer-filters';

type Props = { businessId: number; filters: Filters; onChange: (next: Filters) => void };

const SEARCH_DELAY_MS = 300;

/** Search, the segments with their counts and rules, the consent filter and the sort. */
export function CustomerFilters({ businessId, filters, onChange }: Props) {
  const ct = useCustomersT();
  const segments = useCustomerSegments(businessId);
  const [search, setSearch] = useState(filters.search);

  // Typing waits a moment before it asks the server, so a name is one request, not one per letter.
  useEffect(() => {
    if (search === filters.search) return;
    const timer = setTimeout(() => onChange({ ...filters, search, page: 1 }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search, filters, onChange]);

  const chip = (segment: CustomerSegment | null, label: string, count?: number, rule?: string) => {
    const active = filters.segment === segment;
    return (
      <button
        key={segment ?? 'all'}
        type="button"
        aria-pressed={active}
        title={rule}
        onClick={() => onChange({ ...filters, segment, page: 1 })}
        className={cn(
          'flex min-w-0 flex-col rounded-lg px-3 py-2 text-left ring-1 transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
          active ? 'bg-brand-50 ring-brand-500' : 'bg-white ring-gray-200 hover:bg-gray-50',
        )}
        data-testid={`segment-${segment ?? 'all'}`}
      >
        <span className="flex items-baseline gap-2 text-sm font-medium text-gray-900">
          {label}
          {count !== undefined ? <span className="text-base font-semibold tabular-nums">{count}</span> : null}
        </span>
        {rule ? <span className="truncate text-xs text-gray-500">{rule}</span> : null}
      </button>
    );
  };

  return (
    <div className="space-y-3">
      <div role="group" aria-label={ct('segments.title')} className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-5">
        {chip(null, ct('filters.allSegments'))}
        {(segments.data ?? []).map((s) =>
          chip(s.segment, ct(`segments.${s.segment}`), s.count, ct(`segments.rules.${s.segment}`, { ...CUSTOMER_SEGMENTS[s.segment], ...s.rule })),
        )}
      </div>
      <div className="grid gap-3 sm:grid-cols-[1fr_12rem_12rem]">
        <TextField
          type="search"
          label={ct('filters.search')}
          placeholder={ct('filters.searchPlaceholder')}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          autoComplete="off"
          data-testid="customers-search"
        />
        <SelectField
          label={ct('filters.consent')}
          value={filters.consent ?? ''}
          onChange={(e) => onChange({ ...filters, consent: e.target.value === 'yes' || e.target.value === 'no' ? e.target.value : null, page: 1 })}
          options={[
            { value: '', label: ct('filters.consentAll') },
            { value: 'yes', label: ct('filters.consentYes') },
            { value: 'no', label: ct('filters.consentNo') },
          ]}
        />
        <SelectField
          label={ct('filters.sort')}
          value={filters.sort}
          onChange={(e) => onChange({ ...filters, sort: CUSTOMER_SORTS.find((s) => s === e.target.value) ?? 'last_order', page: 1 })}
          options={CUSTOMER_SORTS.map((sort) => ({ value: sort, label: ct(`filters.sorts.${sort}`) }))}
          data-testid="customers-sort"
        />
      </div>
    </div>
  );
}
