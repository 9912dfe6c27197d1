// Zod-free on purpose: the web app imports these rules on every page without loading zod.
import type { Lang } from '../validation/lang';

/**
 * Permissions of business staff (spec §6), declared once with their labels in the employee
 * permissions screen. manage_menu (Cardápio) and manage_settings (Configurações) come from the spec;
 * the others cover the remaining back-office areas.
 */
export const PERMISSION_LABELS = {
  manage_menu: { pt: 'Cardápio', en: 'Menu' },
  manage_settings: { pt: 'Configurações', en: 'Settings' },
  manage_orders: { pt: 'Pedidos', en: 'Orders' },
  use_pdv: { pt: 'PDV', en: 'Point of sale' },
  manage_customers: { pt: 'Clientes', en: 'Customers' },
  manage_tables: { pt: 'Mesas', en: 'Tables' },
  manage_coupons: { pt: 'Cupons', en: 'Coupons' },
  manage_employees: { pt: 'Funcionários', en: 'Employees' },
  manage_whatsapp: { pt: 'WhatsApp', en: 'WhatsApp' },
  manage_loyalty: { pt: 'Fidelidade', en: 'Loyalty' },
  view_reports: { pt: 'Relatórios', en: 'Reports' },
} as const satisfies Record<string, Record<Lang, string>>;

export type PermissionName = keyof typeof PERMISSION_LABELS;
export const PERMISSIONS = Object.keys(PERMISSION_LABELS) as [PermissionName, ...PermissionName[]];

export function permissionLabel(name: PermissionName, lang: Lang): string {
  return PERMISSION_LABELS[name][lang];
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
