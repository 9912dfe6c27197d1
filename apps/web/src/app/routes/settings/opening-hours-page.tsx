import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/ui/page-header';
import { OpeningHoursEditor } from '../../../features/businesses/opening-hours/components/opening-hours-editor';
import { useCurrentBusiness } from '../../use-session';

/** /settings/horarios: when the business is open (issue 14). */
export function Component() {
  const { t } = useTranslation();
  const business = useCurrentBusiness();
  return (
    <div data-testid="page-settingsHours">
      <PageHeader title={t('pages.settingsHours.title')} description={t('pages.settingsHours.description')} />
      {business ? <OpeningHoursEditor businessId={business.id} /> : null}
    </div>
  );
}
