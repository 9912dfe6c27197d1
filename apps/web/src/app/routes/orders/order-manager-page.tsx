import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/ui/page-header';
import { OrderManager } from '../../../features/orders/components/order-manager';
import { useCurrentBusiness } from '../../use-session';

/** /pedidos: the order manager, today's open orders live as a board or as the kitchen's view (issue 16). */
export function Component() {
  const { t } = useTranslation();
  const business = useCurrentBusiness();
  return (
    <div data-testid="page-pedidos">
      <PageHeader title={t('pages.pedidos.title')} description={t('pages.pedidos.description')} />
      {business ? <OrderManager business={business} /> : null}
    </div>
  );
}
