import type { LucideIcon } from 'lucide-react';
import { BookOpen, Building2, ClipboardList, CreditCard, House, MessageCircle, MonitorSmartphone, Settings, UserRound, Users } from 'lucide-react';
import type { User } from '@comanda/domain/auth/user-schema';
import { canOpen } from '../../lib/permissions';
import { paths, type AppRoute } from '../../lib/paths';

/*
 * The app's menus. An entry names its route; the route declares what opening it needs (lib/paths.ts)
 * and the router's gate checks exactly that, so an entry is shown exactly when its page would open.
 */

export type MenuItem = {
  key: 'home' | 'pdv' | 'orders' | 'menu' | 'customers' | 'whatsapp' | 'businesses';
  route: AppRoute;
  icon: LucideIcon;
  /** Spec §2: WhatsApp carries a green 'Novo!' badge. */
  isNew?: boolean;
};

/**
 * The left menu (spec §2), with Pedidos (the order manager) besides the spec's entries: someone who
 * only manages the orders (the kitchen) has a way to their screen (issue 31).
 */
export const MENU_ITEMS: readonly MenuItem[] = [
  { key: 'home', route: paths.home, icon: House },
  { key: 'pdv', route: paths.pdv, icon: MonitorSmartphone },
  { key: 'orders', route: paths.pedidos, icon: ClipboardList },
  { key: 'menu', route: paths.cardapio, icon: BookOpen },
  { key: 'customers', route: paths.customers, icon: Users },
  { key: 'whatsapp', route: paths.whatsapp, icon: MessageCircle, isNew: true },
  { key: 'businesses', route: paths.businesses, icon: Building2 },
];

export function visibleMenuItems(user: User): MenuItem[] {
  return MENU_ITEMS.filter((item) => canOpen(user, item.route.access));
}

/** Spec §2: an item is active when the current route name starts with the item's route name. */
export function isMenuItemActive(item: MenuItem, currentRouteName: string | undefined): boolean {
  return currentRouteName !== undefined && currentRouteName.startsWith(item.route.name);
}

export type UserMenuLink = { key: 'profile' | 'subscription' | 'settings'; route: AppRoute; icon: LucideIcon };

/** The user dropdown's links (spec §2); 'Sair' is always there. */
export const USER_MENU_LINKS: readonly UserMenuLink[] = [
  { key: 'profile', route: paths.profile, icon: UserRound },
  { key: 'subscription', route: paths.subscription, icon: CreditCard },
  { key: 'settings', route: paths.settingsBusiness, icon: Settings },
];

export function visibleUserMenuLinks(user: User): UserMenuLink[] {
  return USER_MENU_LINKS.flatMap((link) => {
    if (canOpen(user, link.route.access)) return [link];
    if (link.key !== 'settings') return [];
    // Someone without manage_settings who may open another section (Equipe, Mesas…) enters settings there.
    const first = visibleSettingsGroups(user).find((group) => group.key !== 'admin')?.entries[0];
    return first ? [{ ...link, route: first.route }] : [];
  });
}

export type SettingsEntry = { route: AppRoute; key: string; end?: boolean };
export type SettingsGroup = { key: 'business' | 'sales' | 'admin'; entries: SettingsEntry[] };

/** The sections of /settings, in groups. */
export const SETTINGS_GROUPS: readonly SettingsGroup[] = [
  {
    key: 'business',
    entries: [
      { route: paths.settingsBusiness, key: 'business' },
      { route: paths.settingsGeneralSettings, key: 'general' },
      { route: paths.settingsHorarios, key: 'hours' },
      { route: paths.settingsPaymentMethods, key: 'paymentMethods' },
      { route: paths.settingsPayment, key: 'payment' },
      { route: paths.settingsEntregaBairrosTaxa, key: 'districts' },
      { route: paths.settingsImpressoras, key: 'printers' },
      { route: paths.settingsAuditoria, key: 'audit' },
      // end: false keeps Equipe highlighted on a member's page (/settings/equipe/7).
      { route: paths.settingsEquipe, key: 'team', end: false },
    ],
  },
  {
    key: 'sales',
    entries: [
      { route: paths.settingsCupons, key: 'coupons' },
      { route: paths.settingsFidelidade, key: 'loyalty', end: false },
      { route: paths.settingsTables, key: 'tables', end: false },
      { route: paths.settingsWhatsapp, key: 'whatsapp' },
    ],
  },
  {
    key: 'admin',
    entries: [
      { route: paths.settingsAdminPlans, key: 'adminPlans', end: false },
      { route: paths.settingsAdminAddons, key: 'adminAddons' },
      { route: paths.settingsAdminSubscriptions, key: 'adminSubscriptions' },
    ],
  },
];

/** The settings groups with the entries the user may open; a group left empty is not shown. */
export function visibleSettingsGroups(user: User): SettingsGroup[] {
  return SETTINGS_GROUPS.map((group) => ({ ...group, entries: group.entries.filter((e) => canOpen(user, e.route.access)) })).filter(
    (group) => group.entries.length > 0,
  );
}
