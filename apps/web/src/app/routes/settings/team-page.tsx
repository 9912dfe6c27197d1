import { useMemo } from 'react';
import type { Business } from '@comanda/domain/business/business-schemas';
import { PageHeader } from '../../../components/ui/page-header';
import { LoadFailedAlert, LoadingStatus } from '../../../components/ui/query-state';
import { useEmployees } from '../../../features/employees/api/list-employees';
import { TeamList } from '../../../features/employees/components/team-list';
import { useEmployeesT } from '../../../features/employees/i18n';
import type { Granter } from '../../../features/employees/lib/permission-choices';
import { useCurrentBusiness, useUser } from '../../use-session';

function Loaded({ business }: { business: Business }) {
  const et = useEmployeesT();
  const user = useUser();
  const employees = useEmployees(business.id);
  const granter = useMemo<Granter>(() => ({ subject: user, businessId: business.id }), [user, business.id]);
  if (employees.isError && !employees.data) return <LoadFailedAlert title={et('loadFailed')} onRetry={() => void employees.refetch()} />;
  if (!employees.data) return <LoadingStatus label={et('loading')} />;
  return <TeamList businessId={business.id} employees={employees.data} granter={granter} currentUserId={user.id} />;
}

/** /settings/equipe: the business's team (issue 19; manage_employees). */
export function Component() {
  const et = useEmployeesT();
  const business = useCurrentBusiness();
  return (
    <div data-testid="page-settingsEquipe">
      <PageHeader title={et('title')} description={et('description')} />
      {business ? <Loaded business={business} /> : null}
    </div>
  );
}
