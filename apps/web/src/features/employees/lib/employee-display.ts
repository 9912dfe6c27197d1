import type { EmployeeResource } from '@comanda/domain/employees/employee-resource';
import { ROLE_PRESETS, type RolePreset } from '@comanda/domain/permissions/permission-rules';
import type { Lang } from '@comanda/domain/validation/lang';

type RoleOf = Pick<EmployeeResource, 'is_owner' | 'role' | 'preset'>;

/**
 * What the team list calls someone's role: the owner; a preset (Garçom, Caixa…); a waiter added before
 * presets existed reads as Garçom (a waiter is recognised by the role, spec §6); any other person
 * without a preset has a set of permissions of their own.
 */
export type RoleKind = 'owner' | RolePreset | 'custom';

export function roleKind(employee: RoleOf): RoleKind {
  if (employee.is_owner || employee.role === 'owner') return 'owner';
  if (employee.preset) return employee.preset;
  return employee.role === 'waiter' ? 'garcom' : 'custom';
}

/** The role's label: presets from the domain's catalogue, the owner and "custom" from the texts given. */
export function roleLabel(employee: RoleOf, lang: Lang, texts: { owner: string; custom: string }): string {
  const kind = roleKind(employee);
  if (kind === 'owner') return texts.owner;
  if (kind === 'custom') return texts.custom;
  return ROLE_PRESETS[kind][lang];
}

export type EmployeeBadge = 'active' | 'inactive' | 'invitation' | 'passwordChange';

/** Badges of the status column: active or not, then what the person still has to do to sign in. */
export function employeeBadges(employee: Pick<EmployeeResource, 'is_active' | 'invitation_pending' | 'must_change_password'>): EmployeeBadge[] {
  const badges: EmployeeBadge[] = [employee.is_active ? 'active' : 'inactive'];
  if (employee.invitation_pending) badges.push('invitation');
  else if (employee.must_change_password) badges.push('passwordChange');
  return badges;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * "Último acesso": relative within a week ("há 5 minutos", "ontem"), a date after that; null when the
 * person never signed in. A clock a little ahead of the server's reads as now.
 */
export function formatLastActivity(iso: string | null, now: Date, locale: string): string | null {
  if (!iso) return null;
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return null;
  const ago = Math.max(0, now.getTime() - at.getTime());
  const relative = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  if (ago < MINUTE) return relative.format(0, 'second');
  if (ago < HOUR) return relative.format(-Math.floor(ago / MINUTE), 'minute');
  if (ago < DAY) return relative.format(-Math.floor(ago / HOUR), 'hour');
  if (ago < 7 * DAY) return relative.format(-calendarDaysBetween(at, now), 'day');
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(at);
}

/** Whole days between two dates by the local calendar: yesterday 23:00 is "ontem" at 08:00 today. */
function calendarDaysBetween(from: Date, to: Date): number {
  const start = new Date(from.getFullYear(), from.getMonth(), from.getDate());
  const end = new Date(to.getFullYear(), to.getMonth(), to.getDate());
  return Math.max(1, Math.round((end.getTime() - start.getTime()) / DAY));
}
