import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/ui/page-header';
import { OrderBoard } from '../../../features/orders/components/board/order-board';
import { useCurrentBusiness } from '../../use-session';

/** /pedidos: the order manager, today's open orders live in a column per stage (issue 16). */
export function Component() {
  const { t } = useTranslation();
  const business = useCurrentBusiness();
  return (
    <div data-testid="page-pedidos">
      <PageHeader title={t('pages.pedidos.title')} description={t('pages.pedidos.description')} />
      {business ? <OrderBoard business={business} /> : null}
    </div>
  );
}
