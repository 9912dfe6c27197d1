import type { OrderListQueryInput } from '@comanda/domain/orders/order-list-query';
import { ORDER_STATUSES, type OrderStatus } from '@comanda/domain/orders/order-status';
import { ORDER_TYPES, type OrderType } from '@comanda/domain/orders/order-type';
import type { PaymentStatus } from '@comanda/domain/orders/payment';

/*
 * The /orders filters as the page keeps them in its address (?tipo=todos&status=done,noted…), so a
 * filtered list can be reloaded or shared, and as the API's query. Like the spec's client the page
 * shows delivery orders unless told otherwise; "all" is a choice of its own.
 */

export type OrderTypeFilter = OrderType | 'all';
export type PaymentFilter = Exclude<PaymentStatus, 'default'> | 'all';

export interface OrderFilters {
  type: OrderTypeFilter;
  statuses: OrderStatus[];
  payment: PaymentFilter;
  from: string;
  to: string;
  search: string;
  page: number;
}

export const DEFAULT_ORDER_FILTERS: OrderFilters = { type: 'delivery', statuses: [], payment: 'all', from: '', to: '', search: '', page: 1 };
export const ORDERS_PER_PAGE = 20;

const TYPES: readonly OrderTypeFilter[] = ['all', 'delivery', 'retirada', 'local'];
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The filters an address asks for; anything unknown falls back to the default. */
export function filtersFromSearch(params: URLSearchParams): OrderFilters {
  const type = params.get('type');
  const payment = params.get('payment');
  const page = Number(params.get('page'));
  const date = (name: string) => {
    const value = params.get(name) ?? '';
    return DATE.test(value) ? value : '';
  };
  return {
    type: TYPES.find((t) => t === type) ?? DEFAULT_ORDER_FILTERS.type,
    statuses: (params.get('status') ?? '').split(',').filter((s): s is OrderStatus => (ORDER_STATUSES as readonly string[]).includes(s)),
    payment: payment === 'paid' || payment === 'unpaid' ? payment : 'all',
    from: date('from'),
    to: date('to'),
    search: params.get('search') ?? '',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The address of the filters: only what differs from the default. */
export function filtersToSearch(filters: OrderFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.type !== DEFAULT_ORDER_FILTERS.type) params.set('type', filters.type);
  if (filters.statuses.length > 0) params.set('status', filters.statuses.join(','));
  if (filters.payment !== 'all') params.set('payment', filters.payment);
  if (filters.from) params.set('from', filters.from);
  if (filters.to) params.set('to', filters.to);
  if (filters.search.trim()) params.set('search', filters.search.trim());
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** GET v1/businesses/{id}/orders's query for the filters. */
export function filtersToQuery(filters: OrderFilters): OrderListQueryInput {
  const query: OrderListQueryInput = { page: filters.page, per_page: ORDERS_PER_PAGE };
  if (filters.type !== 'all') query.order_type_id = ORDER_TYPES[filters.type].id;
  if (filters.statuses.length > 0) query.status = filters.statuses;
  if (filters.payment !== 'all') query.payment_status = filters.payment;
  if (filters.from) query.from = filters.from;
  if (filters.to) query.to = filters.to;
  if (filters.search.trim()) query.search = filters.search.trim();
  return query;
}
