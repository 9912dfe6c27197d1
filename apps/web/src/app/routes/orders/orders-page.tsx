import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ClipboardList } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Business } from '@comanda/domain/business/business-schemas';
import type { OrderSummary } from '@comanda/domain/orders/order-resource';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { Pager } from '../../../components/ui/pager';
import { LoadFailedAlert, LoadingStatus } from '../../../components/ui/query-state';
import { useOrders } from '../../../features/orders/api/list-orders';
import { OrderDetail } from '../../../features/orders/components/order-detail';
import { OrdersFilters } from '../../../features/orders/components/orders-filters';
import { OrdersList } from '../../../features/orders/components/orders-list';
import { useOrdersT } from '../../../features/orders/i18n';
import { DEFAULT_ORDER_FILTERS, filtersFromSearch, filtersToQuery, filtersToSearch, type OrderFilters } from '../../../features/orders/lib/order-filters';
import { useCurrentBusiness } from '../../use-session';

function Orders({ business }: { business: Business }) {
  const ot = useOrdersT();
  const [params, setParams] = useSearchParams();
  const filters = filtersFromSearch(params);
  const setFilters = useCallback((next: OrderFilters) => setParams(filtersToSearch(next), { replace: true }), [setParams]);
  const orders = useOrders(business.id, filtersToQuery(filters));
  const [open, setOpen] = useState<Pick<OrderSummary, 'id' | 'number'> | null>(null);
  const page = orders.data;

  let body;
  if (orders.isError && !page) body = <LoadFailedAlert title={ot('loadFailed')} onRetry={() => void orders.refetch()} />;
  else if (!page) body = <LoadingStatus label={ot('loading')} />;
  else if (page.data.length === 0) {
    const filtered = JSON.stringify(filters) !== JSON.stringify(DEFAULT_ORDER_FILTERS);
    body = (
      <EmptyState
        icon={ClipboardList}
        title={ot('empty.title')}
        description={filtered || filters.type !== 'all' ? ot('empty.filtered') : ot('empty.none')}
        action={
          filters.type !== 'all' ? (
            <Button variant="secondary" onClick={() => setFilters({ ...filters, type: 'all', page: 1 })}>
              {ot('filters.allTypes')}
            </Button>
          ) : null
        }
      />
    );
  } else {
    const { current_page: current, last_page: last, total } = page.meta;
    body = (
      <div className={orders.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined} aria-busy={orders.isFetching || undefined}>
        <OrdersList businessId={business.id} orders={page.data} onOpen={(order) => setOpen({ id: order.id, number: order.number })} />
        <Pager meta={page.meta} summary={ot('pageOf', { page: current, last, total })} previousLabel={ot('previous')} nextLabel={ot('next')} onPage={(n) => setFilters({ ...filters, page: n })} />
      </div>
    );
  }

  return (
    <div className="space-y-4">
      <OrdersFilters filters={filters} onChange={setFilters} />
      {body}
      <OrderDetail businessId={business.id} chargesPix={business.has_pix_key || business.efi_connected} orderId={open?.id ?? null} number={open?.number ?? null} onClose={() => setOpen(null)} />
    </div>
  );
}

/** /orders: the orders history, delivery by default like the spec's client, with filters and each order's detail. */
export function Component() {
  const { t } = useTranslation();
  const business = useCurrentBusiness();
  return (
    <div data-testid="page-orders">
      <PageHeader title={t('pages.orders.title')} description={t('pages.orders.description')} />
      {business ? <Orders business={business} /> : null}
    </div>
  );
}
