import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/ui/page-header';
import { PdvScreen } from '../../../features/pdv/components/pdv-screen';
import { useCurrentBusiness } from '../../use-session';

/** /pdv: the point of sale (spec §4 "Point of sale"; issue 15). */
export function Component() {
  const { t } = useTranslation();
  const business = useCurrentBusiness();
  return (
    <div data-testid="page-pdv">
      <PageHeader title={t('pages.pdv.title')} />
      {business ? <PdvScreen business={business} /> : null}
    </div>
  );
}
