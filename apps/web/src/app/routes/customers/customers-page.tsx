import { useCallback, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Plus, QrCode, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Business } from '@comanda/domain/business/business-schemas';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { Pager } from '../../../components/ui/pager';
import { LoadFailedAlert, LoadingStatus } from '../../../components/ui/query-state';
import { useCustomers } from '../../../features/customers/api/customers';
import { CustomerFilters } from '../../../features/customers/components/customer-filters';
import { CustomerFormDialog } from '../../../features/customers/components/customer-form-dialog';
import { CustomersList } from '../../../features/customers/components/customers-list';
import { SignUpLinkDialog } from '../../../features/customers/components/sign-up-link-dialog';
import { useCustomersT } from '../../../features/customers/i18n';
import { DEFAULT_CUSTOMER_FILTERS, filtersFromSearch, filtersToQuery, filtersToSearch, isFiltered, type CustomerFilters as Filters } from '../../../features/customers/lib/customer-filters';
import { paths } from '../../../lib/paths';
import { useCurrentBusiness } from '../../use-session';

function Customers({ business }: { business: Business }) {
  const ct = useCustomersT();
  const [params, setParams] = useSearchParams();
  const filters = filtersFromSearch(params);
  const setFilters = useCallback((next: Filters) => setParams(filtersToSearch(next), { replace: true }), [setParams]);
  const customers = useCustomers(business.id, filtersToQuery(filters));
  const page = customers.data;

  let body;
  if (customers.isError && !page) body = <LoadFailedAlert title={ct('loadFailed')} onRetry={() => void customers.refetch()} />;
  else if (!page) body = <LoadingStatus label={ct('loading')} />;
  else if (page.data.length === 0) {
    const filtered = isFiltered(filters);
    body = (
      <EmptyState
        icon={Users}
        title={ct('empty.title')}
        description={filtered ? ct('empty.filtered') : ct('empty.none')}
        action={filtered ? <Button variant="secondary" onClick={() => setFilters(DEFAULT_CUSTOMER_FILTERS)}>{ct('empty.clear')}</Button> : null}
      />
    );
  } else {
    const { current_page: current, last_page: last, total } = page.meta;
    body = (
      <div className={customers.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined} aria-busy={customers.isFetching || undefined}>
        <CustomersList customers={page.data} currency={business.currency} />
        <Pager meta={page.meta} summary={ct('pageOf', { page: current, last, total })} previousLabel={ct('previous')} nextLabel={ct('next')} onPage={(n) => setFilters({ ...filters, page: n })} />
      </div>
    );
  }

  return (
    <div className="space-y-4">
      <CustomerFilters businessId={business.id} filters={filters} onChange={setFilters} />
      {body}
    </div>
  );
}

/** /customers: the business's customers with search, segments and figures; register one; the sign-up link (issue 18). */
export function Component() {
  const { t } = useTranslation();
  const ct = useCustomersT();
  const navigate = useNavigate();
  const business = useCurrentBusiness();
  const [adding, setAdding] = useState(false);
  const [sharing, setSharing] = useState(false);
  return (
    <div data-testid="page-customers">
      <PageHeader
        title={t('pages.customers.title')}
        description={t('pages.customers.description')}
        actions={
          business ? (
            <>
              <Button variant="secondary" onClick={() => setSharing(true)} className="gap-2" data-testid="customers-sign-up-link">
                <QrCode className="size-4" aria-hidden="true" /> {ct('signUpLink')}
              </Button>
              <Button onClick={() => setAdding(true)} className="gap-2" data-testid="customers-add">
                <Plus className="size-4" aria-hidden="true" /> {ct('add')}
              </Button>
            </>
          ) : null
        }
      />
      {business ? <Customers business={business} /> : null}
      {business && adding ? (
        <CustomerFormDialog businessId={business.id} customer={null} open onClose={() => setAdding(false)} onSaved={(saved) => void navigate(paths.customersId.to({ id: saved.id }))} />
      ) : null}
      {business && sharing ? <SignUpLinkDialog business={business} open onClose={() => setSharing(false)} /> : null}
    </div>
  );
}
