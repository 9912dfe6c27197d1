import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/ui/page-header';
import { PrintersList } from '../../../features/orders/printing/components/printers-list';
import { useCurrentBusiness } from '../../use-session';

/** /settings/impressoras: the business's printers (issue 17). */
export function Component() {
  const { t } = useTranslation();
  const business = useCurrentBusiness();
  return (
    <div data-testid="page-settingsPrinters">
      <PageHeader title={t('pages.settingsPrinters.title')} description={t('pages.settingsPrinters.description')} />
      {business ? <PrintersList businessId={business.id} /> : null}
    </div>
  );
}
