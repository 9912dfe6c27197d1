import { useState } from 'react';
import { Link } from 'react-router';
import { Plus, UsersRound } from 'lucide-react';
import type { EmployeeResource } from '@comanda/domain/employees/employee-resource';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { lazyDialog } from '../../../components/ui/lazy-dialog';
import { getIntlLocale } from '../../../lib/locale';
import { useFormattedPhone } from '../../../lib/phone';
import { paths } from '../../../lib/paths';
import { useEmployeesT } from '../i18n';
import { formatLastActivity } from '../lib/employee-display';
import type { Granter } from '../lib/permission-choices';
import { StatusBadges, useRoleLabel } from './employee-badges';

// The form (react-hook-form, and zod on the first validation) loads when the dialog first opens.
const RegisterEmployeeDialog = lazyDialog(
  () => import('./register-employee-dialog').then((m) => m.RegisterEmployeeDialog),
  (props) => props.open,
);

type Props = { businessId: number; employees: readonly EmployeeResource[]; granter: Granter; currentUserId: number };

/** /settings/equipe: the team, a table on a wide screen and cards on a phone; each row opens the person. */
export function TeamList({ businessId, employees, granter, currentUserId }: Props) {
  const et = useEmployeesT();
  const roleLabel = useRoleLabel();
  const [adding, setAdding] = useState(false);
  const now = new Date();
  const locale = getIntlLocale();
  const onlyOwners = employees.every((employee) => employee.is_owner);

  const addButton = (
    <Button onClick={() => setAdding(true)} icon={<Plus className="size-4" aria-hidden="true" />} data-testid="team-add">
      {et('list.add')}
    </Button>
  );

  return (
    <div className="space-y-4">
      {onlyOwners ? null : <div className="flex justify-end">{addButton}</div>}
      <div className="overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-gray-200">
        <table className="w-full text-sm" data-testid="team-list">
          <caption className="sr-only">{et('title')}</caption>
          <thead className="hidden bg-gray-50 text-left text-xs font-medium tracking-wide text-gray-500 uppercase md:table-header-group">
            <tr>
              <th scope="col" className="px-4 py-3">{et('columns.name')}</th>
              <th scope="col" className="px-4 py-3">{et('columns.role')}</th>
              <th scope="col" className="px-4 py-3">{et('columns.status')}</th>
              <th scope="col" className="px-4 py-3">{et('columns.lastActivity')}</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-gray-100">
            {employees.map((employee) => {
              const last = formatLastActivity(employee.last_activity_at, now, locale);
              return (
                <tr key={employee.id} className="relative flex flex-col gap-1.5 px-4 py-3 hover:bg-gray-50 md:table-row md:p-0" data-testid="team-row">
                  <td className="md:px-4 md:py-3">
                    <Link
                      to={paths.settingsEquipeId.to({ id: employee.id })}
                      className="font-medium text-gray-900 after:absolute after:inset-0 focus-visible:outline-2 focus-visible:outline-brand-600"
                    >
                      {employee.name}
                    </Link>
                    {employee.user_id === currentUserId ? <span className="ml-1 text-xs text-gray-500">({et('list.you')})</span> : null}
                    <SignInName employee={employee} />
                  </td>
                  <td className="text-gray-700 md:px-4 md:py-3" data-testid="team-role">
                    <span className="text-xs text-gray-500 md:hidden">{et('columns.role')}: </span>
                    {roleLabel(employee)}
                  </td>
                  <td className="md:px-4 md:py-3">
                    <StatusBadges employee={employee} />
                  </td>
                  <td className="text-gray-500 md:px-4 md:py-3">
                    <span className="text-xs md:hidden">{et('columns.lastActivity')}: </span>
                    {last ?? et('list.never')}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {onlyOwners ? <EmptyState icon={UsersRound} title={et('empty.title')} description={et('empty.text')} action={addButton} /> : null}
      <RegisterEmployeeDialog open={adding} onClose={() => setAdding(false)} businessId={businessId} granter={granter} />
    </div>
  );
}

/** What the person signs in with: the e-mail, else the WhatsApp number (decision 0036). */
function SignInName({ employee }: { employee: EmployeeResource }) {
  const whatsapp = useFormattedPhone(employee.email === null ? employee.whatsapp : null);
  return <p className="truncate text-xs text-gray-500">{employee.email ?? whatsapp}</p>;
}
