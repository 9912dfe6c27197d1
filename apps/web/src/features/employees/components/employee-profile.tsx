import { useMemo } from 'react';
import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import type { EmployeeResource } from '@comanda/domain/employees/employee-resource';
import { Alert } from '../../../components/ui/alert';
import { formatDate } from '../../../lib/format';
import { getIntlLocale } from '../../../lib/locale';
import { paths } from '../../../lib/paths';
import { useEmployeesT } from '../i18n';
import { formatLastActivity } from '../lib/employee-display';
import { grantablePermissions, outranksGranter, type Granter } from '../lib/permission-choices';
import { EmployeeAccessCard } from './employee-access-card';
import { EmployeeDetailsCard } from './employee-details-card';
import { EmployeePermissionsCard } from './employee-permissions-card';
import { StatusBadges, useRoleLabel } from './employee-badges';

type Props = { businessId: number; employee: EmployeeResource; granter: Granter; currentUserId: number };

/**
 * /settings/equipe/{id}: one member of the team. The owner's page only reads (the owner holds every
 * permission); someone holding more than the person looking can be read but not changed, as the API
 * decides.
 */
export function EmployeeProfile({ businessId, employee, granter, currentUserId }: Props) {
  const et = useEmployeesT();
  const roleLabel = useRoleLabel();
  const grantable = useMemo(() => grantablePermissions(granter), [granter]);
  const outranked = !employee.is_owner && outranksGranter(granter, employee.permissions);
  const last = formatLastActivity(employee.last_activity_at, new Date(), getIntlLocale());

  return (
    <div className="space-y-4" data-testid="employee-profile">
      <div>
        <Link to={paths.settingsEquipe.to()} className="inline-flex items-center gap-1 text-sm text-gray-500 hover:text-gray-700">
          <ArrowLeft className="size-4" aria-hidden="true" /> {et('profile.back')}
        </Link>
        <h1 className="mt-1 truncate text-2xl font-bold tracking-tight text-gray-900">{employee.name}</h1>
        <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-gray-500">
          <span className="font-medium text-gray-700" data-testid="employee-role">
            {roleLabel(employee)}
          </span>
          <StatusBadges employee={employee} />
          <span>{et('profile.since', { date: formatDate(employee.created_at) })}</span>
          <span>{last ? et('profile.lastActivity', { when: last }) : et('list.never')}</span>
        </div>
      </div>

      {employee.is_owner ? (
        <Alert tone="info" title={et('profile.ownerTitle')} testId="employee-owner-note">
          {et('profile.ownerText')}
        </Alert>
      ) : null}
      {outranked ? (
        <Alert tone="warning" testId="employee-outranked-note">
          {et('profile.outranked', { name: employee.name })}
        </Alert>
      ) : null}

      <div className="grid gap-4 lg:grid-cols-2">
        <div className="space-y-4">
          <EmployeeDetailsCard businessId={businessId} employee={employee} readOnly={employee.is_owner || outranked} />
          {employee.is_owner ? null : (
            <EmployeeAccessCard businessId={businessId} employee={employee} isSelf={employee.user_id === currentUserId} readOnly={outranked} />
          )}
        </div>
        {employee.is_owner ? null : <EmployeePermissionsCard businessId={businessId} employee={employee} grantable={grantable} readOnly={outranked} />}
      </div>
    </div>
  );
}
