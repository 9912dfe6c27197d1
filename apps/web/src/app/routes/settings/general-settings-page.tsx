import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/ui/page-header';
import { GeneralSettingsForm } from '../../../features/businesses/general-settings/components/general-settings-form';
import { useCurrentBusiness } from '../../use-session';

/** /settings/general-settings: orders, the waiter service charge and the minimum order (issue 14). */
export function Component() {
  const { t } = useTranslation();
  const business = useCurrentBusiness();
  return (
    <div data-testid="page-settingsGeneral">
      <PageHeader title={t('pages.settingsGeneral.title')} description={t('pages.settingsGeneral.description')} />
      {business ? <GeneralSettingsForm businessId={business.id} currency={business.currency} /> : null}
    </div>
  );
}
