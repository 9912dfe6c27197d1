import { Store } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { formatMoney } from '../../../lib/format';
import { useFormattedPhone } from '../../../lib/phone';
import { useCurrentBusiness } from '../../use-session';

/** The current business's registration data, as created in /setup. */
export function Component() {
  const { t } = useTranslation();
  const business = useCurrentBusiness();
  const whatsapp = useFormattedPhone(business?.whatsapp);

  if (!business) {
    return (
      <div data-testid="page-settingsBusiness">
        <PageHeader title={t('pages.settingsBusiness.title')} description={t('pages.settingsBusiness.description')} />
        <EmptyState icon={Store} title={t('pages.settingsBusiness.emptyTitle')} description={t('pages.settingsBusiness.emptyText')} />
      </div>
    );
  }

  const address = [
    `${business.address_street}, ${business.address_number}`,
    business.address_complement,
    business.district,
    `${business.city} - ${business.state}`,
    business.zipcode,
  ]
    .filter(Boolean)
    .join(' · ');

  const rows: Array<[string, string]> = [
    [t('setup.name'), business.name],
    [t('setup.segment'), t(`segments.${business.segment}`, { defaultValue: business.segment })],
    [t('setup.whatsapp'), whatsapp],
    [t('setup.addressTitle'), address],
    [t('setup.deliveryFee'), formatMoney(business.delivery_fee, business.currency)],
  ];

  return (
    <div data-testid="page-settingsBusiness">
      <PageHeader title={t('pages.settingsBusiness.title')} description={t('pages.settingsBusiness.description')} />
      <Card>
        <dl className="divide-y divide-gray-100">
          {rows.map(([label, value]) => (
            <div key={label} className="grid gap-1 py-3 sm:grid-cols-3 sm:gap-4">
              <dt className="text-sm font-medium text-gray-500">{label}</dt>
              <dd className="text-sm text-gray-900 sm:col-span-2">{value}</dd>
            </div>
          ))}
        </dl>
      </Card>
    </div>
  );
}
