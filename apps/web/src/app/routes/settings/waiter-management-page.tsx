import type { Business } from '@comanda/domain/business/business-schemas';
import { LoadFailedAlert, LoadingStatus } from '../../../components/ui/query-state';
import { paths } from '../../../lib/paths';
import { useWaiterTables } from '../../../features/tables/api/list-waiter-tables';
import { WaiterTablesBoard } from '../../../features/tables/components/waiter-tables-board';
import { useTablesT } from '../../../features/tables/i18n';
import { useCanOpen, useCurrentBusiness } from '../../use-session';

function Loaded({ business }: { business: Business }) {
  const tt = useTablesT();
  const canOpen = useCanOpen();
  const waiters = useWaiterTables(business.id);
  if (waiters.isError && !waiters.data) return <LoadFailedAlert title={tt('waiters.loadFailed')} onRetry={() => void waiters.refetch()} />;
  if (!waiters.data) return <LoadingStatus label={tt('waiters.loading')} />;
  return (
    <WaiterTablesBoard
      waiters={waiters.data}
      currency={business.currency}
      timeZone={business.timezone}
      updatedAt={waiters.dataUpdatedAt}
      refreshFailed={waiters.isError}
      teamLink={canOpen(paths.settingsEquipe) ? paths.settingsEquipe.to() : null}
    />
  );
}

/** /settings/tables/settings/mesas/waiter-management: the waiters and the tables each serves today (issue 19). */
export function Component() {
  const business = useCurrentBusiness();
  return <div data-testid="page-settingsTablesWaiterManagement">{business ? <Loaded business={business} /> : null}</div>;
}
