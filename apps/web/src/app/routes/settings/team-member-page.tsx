import { useMemo } from 'react';
import { Link, useParams } from 'react-router';
import type { Business } from '@comanda/domain/business/business-schemas';
import { Alert } from '../../../components/ui/alert';
import { buttonClasses } from '../../../components/ui/button';
import { LoadFailedAlert, LoadingStatus } from '../../../components/ui/query-state';
import { useEmployee } from '../../../features/employees/api/get-employee';
import { EmployeeProfile } from '../../../features/employees/components/employee-profile';
import { useEmployeesT } from '../../../features/employees/i18n';
import type { Granter } from '../../../features/employees/lib/permission-choices';
import { isApiError } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { useCurrentBusiness, useUser } from '../../use-session';

function Loaded({ business, id }: { business: Business; id: number }) {
  const et = useEmployeesT();
  const user = useUser();
  const employee = useEmployee(business.id, id);
  const granter = useMemo<Granter>(() => ({ subject: user, businessId: business.id }), [user, business.id]);
  if (employee.isError && !employee.data) {
    if (isApiError(employee.error) && [404, 422].includes(employee.error.status)) return <NotOnTeam />;
    return <LoadFailedAlert title={et('profile.loadFailed')} onRetry={() => void employee.refetch()} />;
  }
  if (!employee.data) return <LoadingStatus label={et('profile.loading')} />;
  return <EmployeeProfile businessId={business.id} employee={employee.data} granter={granter} currentUserId={user.id} />;
}

function NotOnTeam() {
  const et = useEmployeesT();
  return (
    <Alert
      tone="warning"
      title={et('profile.notFound')}
      actions={
        <Link to={paths.settingsEquipe.to()} className={buttonClasses('secondary', 'sm')}>
          {et('profile.back')}
        </Link>
      }
    />
  );
}

/** /settings/equipe/{id}: one member of the team (issue 19; manage_employees). */
export function Component() {
  const business = useCurrentBusiness();
  const raw = Number(useParams()['id']);
  const id = Number.isInteger(raw) && raw > 0 ? raw : null;
  return (
    <div data-testid="page-settingsEquipeId">
      {id === null ? <NotOnTeam /> : business ? <Loaded business={business} id={id} /> : null}
    </div>
  );
}
