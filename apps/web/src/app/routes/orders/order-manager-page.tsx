import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/ui/page-header';
import { OrderManager } from '../../../features/orders/components/order-manager';
import { useRealtimeStatus } from '../../../lib/use-realtime';
import { useCurrentBusiness } from '../../use-session';

/** /pedidos: the order manager, today's open orders live as a board or as the kitchen's view (issue 16). */
export function Component() {
  const { t } = useTranslation();
  const business = useCurrentBusiness();
  const offline = useRealtimeStatus() === 'disconnected';
  return (
    <div data-testid="page-pedidos">
      <PageHeader title={t('pages.pedidos.title')} description={offline ? t('pages.pedidos.descriptionOffline') : t('pages.pedidos.description')} />
      {business ? <OrderManager business={business} /> : null}
    </div>
  );
}
