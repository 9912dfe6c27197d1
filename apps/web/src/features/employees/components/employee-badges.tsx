import type { EmployeeResource } from '@comanda/domain/employees/employee-resource';
import { toLang } from '@comanda/domain/validation/lang';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn';
import { useEmployeesT } from '../i18n';
import { employeeBadges, roleLabel, type EmployeeBadge } from '../lib/employee-display';

const BADGE_TONES: Record<EmployeeBadge, string> = {
  active: 'bg-emerald-50 text-emerald-700 ring-emerald-200',
  inactive: 'bg-gray-100 text-gray-600 ring-gray-200',
  invitation: 'bg-amber-50 text-amber-800 ring-amber-200',
  passwordChange: 'bg-sky-50 text-sky-800 ring-sky-200',
};

/** Active or inactive, and what the person still has to do to sign in. */
export function StatusBadges({ employee, className }: { employee: EmployeeResource; className?: string }) {
  const et = useEmployeesT();
  return (
    <span className={cn('inline-flex flex-wrap gap-1.5', className)} data-testid="employee-status">
      {employeeBadges(employee).map((badge) => (
        <span key={badge} className={cn('inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset', BADGE_TONES[badge])}>
          {et(`badges.${badge}`)}
        </span>
      ))}
    </span>
  );
}

/** "Dono", "Garçom", "Caixa"… or "Personalizado", in the current language. */
export function useRoleLabel(): (employee: EmployeeResource) => string {
  const et = useEmployeesT();
  const { i18n } = useTranslation();
  const lang = toLang(i18n.language);
  return (employee) => roleLabel(employee, lang, { owner: et('roles.owner'), custom: et('roles.custom') });
}
