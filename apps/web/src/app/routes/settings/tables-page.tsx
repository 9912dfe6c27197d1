import type { Business } from '@comanda/domain/business/business-schemas';
import { LoadFailedAlert, LoadingStatus } from '../../../components/ui/query-state';
import { useTables } from '../../../lib/tables-query';
import { TablesList } from '../../../features/tables/components/tables-list';
import { useTablesT } from '../../../features/tables/i18n';
import { useCurrentBusiness } from '../../use-session';

function Loaded({ business }: { business: Business }) {
  const tt = useTablesT();
  const tables = useTables(business.id);
  if (tables.isError && !tables.data) return <LoadFailedAlert title={tt('list.loadFailed')} onRetry={() => void tables.refetch()} />;
  if (!tables.data) return <LoadingStatus label={tt('list.loading')} />;
  return <TablesList tables={tables.data} currency={business.currency} />;
}

/** /settings/tables/settings/mesas: the business's tables (issue 15). */
export function Component() {
  const business = useCurrentBusiness();
  return <div data-testid="page-settingsTablesMesas">{business ? <Loaded business={business} /> : null}</div>;
}
