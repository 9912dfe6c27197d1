// Zod-free on purpose: the web app imports these rules on every page without loading zod.
import type { Lang } from '../validation/lang';

export type PermissionGroup = 'sales' | 'menu' | 'customers' | 'business' | 'team';

/**
 * Every permission a screen or route of the back office needs (spec §6, issue 19), declared once
 * with its group: the API's routes name them in their declared access (plugins/route-access.ts) and
 * the web's pages and buttons ask the same names. Their labels and descriptions, for the employee
 * page, are in permission-catalogue.ts (kept apart, so that every page does not carry them).
 * manage_menu (Cardápio) and manage_settings (Configurações) come from the spec. Owners and platform
 * admins hold all of them; anyone else only what is granted per business.
 */
export const PERMISSION_GROUP_OF = {
  use_pdv: 'sales',
  manage_orders: 'sales',
  cancel_orders: 'sales',
  give_discounts: 'sales',
  manage_tables: 'sales',
  manage_menu: 'menu',
  manage_customers: 'customers',
  manage_coupons: 'customers',
  manage_loyalty: 'customers',
  manage_whatsapp: 'customers',
  manage_settings: 'business',
  manage_printers: 'business',
  view_reports: 'business',
  manage_subscription: 'business',
  manage_employees: 'team',
} as const satisfies Record<string, PermissionGroup>;

export type PermissionName = keyof typeof PERMISSION_GROUP_OF;
export const PERMISSIONS = Object.keys(PERMISSION_GROUP_OF) as [PermissionName, ...PermissionName[]];
export const PERMISSION_GROUPS: readonly PermissionGroup[] = ['sales', 'menu', 'customers', 'business', 'team'];

/** The permissions of a group, in catalogue order. */
export function permissionsOfGroup(group: PermissionGroup): PermissionName[] {
  return PERMISSIONS.filter((name) => PERMISSION_GROUP_OF[name] === group);
}

/** Role names (spec §6): a waiter is recognised by its role; 'user' is plain staff. */
export const ROLES = ['owner', 'waiter', 'user'] as const;
export type RoleName = (typeof ROLES)[number];

export type PermissionSubject = {
  is_admin?: boolean | null;
  is_owner?: boolean | null;
  permissions?: readonly { name: string; granted: boolean; business_id: number | string }[] | null;
};

/**
 * Owners and admins have every permission; anyone else only one granted for that business
 * (spec §6, DESIGN.md "Tenancy").
 */
export function hasPermission(user: PermissionSubject, name: PermissionName, businessId: number | string): boolean {
  if (user.is_admin || user.is_owner) return true;
  return (user.permissions ?? []).some(
    (entry) => entry.name === name && entry.granted && String(entry.business_id) === String(businessId),
  );
}

/** A waiter is recognised by the role name 'waiter' (spec §6). */
export function isWaiter(user: { roles?: readonly { name: string }[] | null }): boolean {
  return (user.roles ?? []).some((role) => role.name === 'waiter');
}

/** A starting point for an employee's grants (issue 19); the grants themselves are per employee. */
export type RolePreset = 'garcom' | 'caixa' | 'cozinha' | 'gerente';

export const ROLE_PRESETS: Record<RolePreset, { role: Exclude<RoleName, 'owner'>; permissions: readonly PermissionName[] } & Record<Lang, string>> = {
  garcom: { role: 'waiter', permissions: ['use_pdv'], pt: 'Garçom', en: 'Waiter' },
  caixa: { role: 'user', permissions: ['use_pdv', 'manage_orders', 'give_discounts', 'manage_customers'], pt: 'Caixa', en: 'Cashier' },
  cozinha: { role: 'user', permissions: ['manage_orders'], pt: 'Cozinha', en: 'Kitchen' },
  gerente: {
    role: 'user',
    permissions: PERMISSIONS.filter((name) => name !== 'manage_subscription'),
    pt: 'Gerente',
    en: 'Manager',
  },
};
export const ROLE_PRESET_NAMES = Object.keys(ROLE_PRESETS) as [RolePreset, ...RolePreset[]];

/**
 * What a person may grant to another: only permissions they hold themselves (an owner or admin:
 * all). Returns the names asked for that they do not hold.
 */
export function permissionsBeyondGranter(granter: PermissionSubject, businessId: number | string, wanted: readonly PermissionName[]): PermissionName[] {
  return wanted.filter((name) => !hasPermission(granter, name, businessId));
}
