import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/ui/page-header';
import { useDistrictDelivery } from '../../../features/delivery/api/get-district-delivery';
import { DistrictDeliveryEditor } from '../../../features/delivery/components/district-delivery-editor';
import { useDeliveryT } from '../../../features/delivery/i18n';
import type { Business } from '@comanda/domain/business/business-schemas';
import { useCurrentBusiness } from '../../use-session';
import { LoadFailedAlert, LoadingStatus } from '../../../components/ui/query-state';

function Loaded({ business }: { business: Business }) {
  const dt = useDeliveryT();
  const settings = useDistrictDelivery(business.id);
  if (settings.isError && !settings.data) {
    return (
      <LoadFailedAlert title={dt('loadFailed')} onRetry={() => void settings.refetch()} />
    );
  }
  if (!settings.data) {
    return (
      <LoadingStatus label={dt('loading')} />
    );
  }
  return <DistrictDeliveryEditor business={business} saved={settings.data} />;
}

/** /settings/entrega-bairros-taxa: the bairros the business delivers to, their fees and terms. */
export function Component() {
  const { t } = useTranslation();
  const business = useCurrentBusiness();
  return (
    <div data-testid="page-settingsDistricts">
      <PageHeader title={t('pages.settingsDistricts.title')} description={t('pages.settingsDistricts.description')} />
      {business ? <Loaded business={business} /> : null}
    </div>
  );
}
