import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { Spinner } from '../../../components/ui/spinner';
import { useDistrictDelivery } from '../../../features/delivery/api/get-district-delivery';
import { DistrictDeliveryEditor } from '../../../features/delivery/components/district-delivery-editor';
import { useDeliveryT } from '../../../features/delivery/i18n';
import type { Business } from '@comanda/domain/business/business-schemas';
import { useCurrentBusiness } from '../../use-session';

function Loaded({ business }: { business: Business }) {
  const dt = useDeliveryT();
  const { t } = useTranslation();
  const settings = useDistrictDelivery(business.id);
  if (settings.isError && !settings.data) {
    return (
      <Alert
        tone="error"
        title={dt('loadFailed')}
        actions={
          <Button size="sm" variant="secondary" onClick={() => void settings.refetch()}>
            {t('common.retry')}
          </Button>
        }
      />
    );
  }
  if (!settings.data) {
    return (
      <div className="flex items-center gap-2 py-10 text-sm text-gray-500" role="status">
        <Spinner className="size-5 text-brand-600" />
        {dt('loading')}
      </div>
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
