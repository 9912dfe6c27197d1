import { useSearchParams } from 'react-router';
import type { Business } from '@comanda/domain/business/business-schemas';
import { Alert } from '../../../components/ui/alert';
import { LoadFailedAlert, LoadingStatus } from '../../../components/ui/query-state';
import { useTables } from '../../../lib/tables-query';
import { TableForm } from '../../../features/tables/components/table-form';
import { useTablesT } from '../../../features/tables/i18n';
import { useCurrentBusiness } from '../../use-session';

function Loaded({ business, id }: { business: Business; id: number | null }) {
  const tt = useTablesT();
  const tables = useTables(business.id);
  if (tables.isError && !tables.data) return <LoadFailedAlert title={tt('list.loadFailed')} onRetry={() => void tables.refetch()} />;
  if (!tables.data) return <LoadingStatus label={tt('form.loading')} />;
  const table = id === null ? null : (tables.data.find((t) => t.id === id) ?? undefined);
  if (table === undefined) return <Alert tone="warning" title={tt('form.notFound')} />;
  return <TableForm key={table?.id ?? 'new'} table={table} tables={tables.data} />;
}

/** /settings/tables/settings/mesas/create-update, and ?id=N to edit that table (issue 15). */
export function Component() {
  const business = useCurrentBusiness();
  const [params] = useSearchParams();
  const raw = Number(params.get('id'));
  const id = Number.isInteger(raw) && raw > 0 ? raw : null;
  return <div data-testid="page-settingsTablesMesasCreateUpdate">{business ? <Loaded business={business} id={id} /> : null}</div>;
}
