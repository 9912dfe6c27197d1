import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/ui/page-header';
import { EfiCard } from '../../../features/payments/components/efi-card';
import { MercadoPagoCard } from '../../../features/payments/components/mercado-pago-card';
import { useCurrentBusiness } from '../../use-session';

/** /settings/payment: the restaurant's accounts for online payment (issue 34): Mercado Pago for the storefront's online payment, Efí for Pix charges that confirm themselves. */
export function Component() {
  const { t } = useTranslation();
  const business = useCurrentBusiness();
  return (
    <div data-testid="page-settingsPayment" className="space-y-6">
      <PageHeader title={t('pages.settingsPayment.title')} description={t('pages.settingsPayment.description')} />
      {business ? <MercadoPagoCard business={business} /> : null}
      {business ? <EfiCard business={business} /> : null}
    </div>
  );
}
