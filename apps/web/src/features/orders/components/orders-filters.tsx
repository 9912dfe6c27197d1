import { useEffect, useRef, useState } from 'react';
import { orderStatusLabel, type OrderStatus } from '@comanda/domain/orders/order-status';
import { ORDER_TYPES, ORDER_TYPE_NAMES } from '@comanda/domain/orders/order-type';
import { PAYMENT_STATUS_LABELS } from '@comanda/domain/orders/payment';
import { ORDER_SEARCH_MAX } from '@comanda/domain/orders/order-list-query';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { cn } from '../../../lib/cn';
import { getLocale } from '../../../lib/locale';
import { useOrdersT } from '../i18n';
import { DEFAULT_ORDER_FILTERS, type OrderFilters, type OrderTypeFilter, type PaymentFilter } from '../lib/order-filters';

/** The statuses in the order an order goes through them, the two final ones last. */
const STATUS_CHIPS: readonly OrderStatus[] = ['pending', 'noted', 'processing', 'done', 'in_delivery', 'waiting_get', 'in_consumption', 'finalized', 'canceled'];

/** Typing waits this long before the list is asked again. */
const SEARCH_DELAY_MS = 300;

type Props = { filters: OrderFilters; onChange: (filters: OrderFilters) => void };

/** Type (delivery by default, or all), statuses (several), payment, dates and the search box. */
export function OrdersFilters({ filters, onChange }: Props) {
  const ot = useOrdersT();
  const lang = getLocale();
  const [search, setSearch] = useState(filters.search);
  const pendingSearch = useRef<ReturnType<typeof setTimeout>>(undefined);
  // Another filter changed while a search is still waiting: both go together, and the waiting one is
  // dropped, else it would fire with the filters it was made with and undo the new choice.
  const change = (patch: Partial<OrderFilters>) => {
    clearTimeout(pendingSearch.current);
    onChange({ ...filters, search, ...patch, page: 1 });
  };

  useEffect(() => setSearch(filters.search), [filters.search]);
  useEffect(() => {
    if (search === filters.search) return;
    pendingSearch.current = setTimeout(() => onChange({ ...filters, search, page: 1 }), SEARCH_DELAY_MS);
    return () => clearTimeout(pendingSearch.current);
  }, [search, filters, onChange]);

  const toggleStatus = (status: OrderStatus) =>
    change({ statuses: filters.statuses.includes(status) ? filters.statuses.filter((s) => s !== status) : [...filters.statuses, status] });

  const typeOptions = [{ value: 'all', label: ot('filters.allTypes') }, ...ORDER_TYPE_NAMES.map((type) => ({ value: type, label: ORDER_TYPES[type].label[lang] }))];
  const paymentOptions = [
    { value: 'all', label: ot('filters.allPayments') },
    { value: 'paid', label: PAYMENT_STATUS_LABELS.paid[lang] },
    { value: 'unpaid', label: PAYMENT_STATUS_LABELS.unpaid[lang] },
  ];
  const isDefault = JSON.stringify({ ...filters, page: 1 }) === JSON.stringify(DEFAULT_ORDER_FILTERS);

  return (
    <section aria-label={ot('filters.title')} className="space-y-3 rounded-xl border border-gray-200 bg-white p-4">
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-5">
        <SelectField label={ot('filters.type')} value={filters.type} options={typeOptions} onChange={(e) => change({ type: e.target.value as OrderTypeFilter })} />
        <SelectField
          label={ot('filters.payment')}
          value={filters.payment}
          options={paymentOptions}
          onChange={(e) => change({ payment: e.target.value as PaymentFilter })}
        />
        <TextField label={ot('filters.from')} type="date" value={filters.from} max={filters.to || undefined} onChange={(e) => change({ from: e.target.value })} />
        <TextField label={ot('filters.to')} type="date" value={filters.to} min={filters.from || undefined} onChange={(e) => change({ to: e.target.value })} />
        <TextField
          className="col-span-2 lg:col-span-1"
          label={ot('filters.search')}
          type="search"
          placeholder={ot('filters.searchPlaceholder')}
          value={search}
          maxChars={ORDER_SEARCH_MAX}
          onChange={(e) => setSearch(e.target.value)}
        />
      </div>
      <div className="flex flex-wrap items-center gap-2" role="group" aria-label={ot('filters.status')}>
        <button
          type="button"
          aria-pressed={filters.statuses.length === 0}
          className={chip(filters.statuses.length === 0)}
          onClick={() => change({ statuses: [] })}
        >
          {ot('filters.allStatuses')}
        </button>
        {STATUS_CHIPS.map((status) => (
          <button key={status} type="button" aria-pressed={filters.statuses.includes(status)} className={chip(filters.statuses.includes(status))} onClick={() => toggleStatus(status)}>
            {orderStatusLabel(status, lang)}
          </button>
        ))}
        {isDefault ? null : (
          <Button size="sm" variant="ghost" className="ml-auto" onClick={() => {
            clearTimeout(pendingSearch.current);
            onChange(DEFAULT_ORDER_FILTERS);
          }}>
            {ot('filters.clear')}
          </Button>
        )}
      </div>
    </section>
  );
}

function chip(on: boolean): string {
  return cn(
    'rounded-full px-3 py-1 text-sm ring-1 ring-inset transition-colors focus-visible:outline-2 focus-visible:outline-brand-600',
    on ? 'bg-brand-600 text-white ring-brand-600' : 'bg-white text-gray-700 ring-gray-300 hover:bg-gray-50',
  );
}
