import { useParams } from 'react-router';
import { LoadFailedAlert, LoadingStatus } from '../../../components/ui/query-state';
import { useCustomer } from '../../../features/customers/api/customers';
import { CustomerProfile } from '../../../features/customers/components/customer-profile';
import { useCustomersT } from '../../../features/customers/i18n';
import { useCurrentBusiness } from '../../use-session';

/** /customers/{id}: one customer (issue 18). */
export function Component() {
  const ct = useCustomersT();
  const id = Number(useParams()['id']);
  const business = useCurrentBusiness();
  const customer = useCustomer(id);
  let body;
  if (customer.isError && !customer.data) body = <LoadFailedAlert title={ct('profile.notFound')} onRetry={() => void customer.refetch()} />;
  else if (!customer.data || !business) body = <LoadingStatus label={ct('loading')} />;
  else body = <CustomerProfile businessId={business.id} customer={customer.data} currency={business.currency} />;
  return <div data-testid="page-customersId">{body}</div>;
}
