import { useTranslation } from 'react-i18next';
import type { Business } from '@comanda/domain/business/business-schemas';
import { LoadFailedAlert, LoadingStatus } from '../../../components/ui/query-state';
import { PageHeader } from '../../../components/ui/page-header';
import { usePaymentSettings } from '../../../features/payments/api/get-payment-settings';
import { PaymentSettingsEditor } from '../../../features/payments/components/payment-settings-editor';
import { usePaymentsT } from '../../../features/payments/i18n';
import { useCurrentBusiness } from '../../use-session';

function Loaded({ business }: { business: Business }) {
  const pt = usePaymentsT();
  const settings = usePaymentSettings(business.id);
  if (settings.isError && !settings.data) return <LoadFailedAlert title={pt('loadFailed')} onRetry={() => void settings.refetch()} />;
  if (!settings.data) return <LoadingStatus label={pt('loading')} />;
  return <PaymentSettingsEditor business={business} saved={settings.data} />;
}

/** /settings/payment-methods: the payment methods per order type, the Pix key and the card fee (issue 14). */
export function Component() {
  const { t } = useTranslation();
  const business = useCurrentBusiness();
  return (
    <div data-testid="page-settingsPaymentMethods">
      <PageHeader title={t('pages.settingsPaymentMethods.title')} description={t('pages.settingsPaymentMethods.description')} />
      {business ? <Loaded business={business} /> : null}
    </div>
  );
}
