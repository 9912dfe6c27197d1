import { PrintersList } from '../../../features/orders/printing/components/printers-list';
import { useCurrentBusiness } from '../../use-session';

/** /settings/impressoras: the business's printers (issue 17). */
export function Component() {
  const business = useCurrentBusiness();
  return <div data-testid="page-settingsPrinters">{business ? <PrintersList businessId={business.id} /> : null}</div>;
}
