import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/ui/page-header';
import { OrderMessagesSettings } from '../../../features/whatsapp/components/order-messages-form';
import { useCurrentBusiness } from '../../use-session';

/** /settings/whatsapp (issue 35): the order-status messages a customer gets on WhatsApp. */
export function Component() {
  const { t } = useTranslation();
  const business = useCurrentBusiness();
  return (
    <div data-testid="page-settingsWhatsapp" className="space-y-6">
      <PageHeader title={t('pages.settingsWhatsapp.title')} description={t('pages.settingsWhatsapp.description')} />
      {business ? <OrderMessagesSettings businessId={business.id} businessName={business.name} /> : null}
    </div>
  );
}
