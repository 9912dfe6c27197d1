import type { LucideIcon } from 'lucide-react';
import { BookOpen, Building2, House, MessageCircle, MonitorSmartphone, Users } from 'lucide-react';
import type { User } from '@comanda/domain/auth/user-schema';
import { hasPermission, PERMISSIONS } from '../../lib/permissions';
import { paths, type AppRoute } from '../../lib/paths';

export type MenuItem = {
  key: 'home' | 'pdv' | 'menu' | 'customers' | 'whatsapp' | 'businesses';
  route: AppRoute;
  icon: LucideIcon;
  /** Spec §2: WhatsApp carries a green 'Novo!' badge. */
  isNew?: boolean;
  visible?: (user: User) => boolean;
};

export const MENU_ITEMS: readonly MenuItem[] = [
  { key: 'home', route: paths.home, icon: House },
  { key: 'pdv', route: paths.pdv, icon: MonitorSmartphone },
  {
    key: 'menu',
    route: paths.cardapio,
    icon: BookOpen,
    visible: (user) => hasPermission(user, PERMISSIONS.manageMenu, user.current_business_id),
  },
  { key: 'customers', route: paths.customers, icon: Users },
  { key: 'whatsapp', route: paths.whatsapp, icon: MessageCircle, isNew: true },
  { key: 'businesses', route: paths.businesses, icon: Building2, visible: (user) => user.is_admin },
];

export function visibleMenuItems(user: User): MenuItem[] {
  return MENU_ITEMS.filter((item) => !item.visible || item.visible(user));
}

/** Spec §2: an item is active when the current route name starts with the item's route name. */
export function isMenuItemActive(item: MenuItem, currentRouteName: string | undefined): boolean {
  return currentRouteName !== undefined && currentRouteName.startsWith(item.route.name);
}
