import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { User } from '@comanda/domain/auth/user-schema';
import { PERMISSIONS } from '@comanda/domain/permissions/permission-rules';
import { paths, type PageAccess } from '../lib/paths';
import { adminLoader } from './guards/session-loaders';
import { MENU_ITEMS, SETTINGS_GROUPS, USER_MENU_LINKS, visibleMenuItems, visibleSettingsGroups, visibleUserMenuLinks } from './layouts/menu-items';
import type { RouteHandle } from './layouts/use-route-name';
import { routes } from './router';

// Issue 13 (13): a menu shows an entry exactly when its page would open. Each route declares its
// access once (lib/paths.ts); the router's gate and every menu read that declaration.

type Registered = { name: string; access: PageAccess | undefined; adminGuard: boolean };

function registeredPages(list: RouteObject[], out: Registered[] = []): Registered[] {
  for (const route of list) {
    const handle = route.handle as RouteHandle | undefined;
    if (handle?.name) out.push({ name: handle.name, access: handle.access, adminGuard: route.loader === adminLoader });
    if (route.children) registeredPages(route.children, out);
  }
  return out;
}

const registered = registeredPages(routes);
const ACCESS_KINDS = new Set<string>(['public', 'signed_in', 'platform_admin', ...PERMISSIONS]);

describe('page access is declared once, on the route', () => {
  it('every route of lib/paths.ts declares a known access', () => {
    const unknown = Object.values(paths).filter((route) => !ACCESS_KINDS.has(route.access));
    expect(unknown.map((route) => route.name)).toEqual([]);
  });

  it('the router registers every page with its route’s access, and guards the platform-admin pages', () => {
    const declared = new Map(Object.values(paths).map((route) => [route.name, route.access]));
    const wrong = registered.filter((page) => page.access !== declared.get(page.name)).map((page) => page.name);
    expect(wrong).toEqual([]);
    const unguarded = registered.filter((page) => page.access === 'platform_admin' && !page.adminGuard);
    expect(unguarded.map((page) => page.name)).toEqual([]);
  });

  it('every menu entry opens a registered page that needs a session, and declares what it needs', () => {
    const entries = [
      ...MENU_ITEMS.map((item) => item.route),
      ...USER_MENU_LINKS.map((link) => link.route),
      ...SETTINGS_GROUPS.flatMap((group) => group.entries.map((entry) => entry.route)),
    ];
    for (const route of entries) {
      const page = registered.find((p) => p.name === route.name);
      expect(page, route.name).toBeDefined();
      expect(page!.access, route.name).toBe(route.access);
      expect(['public', undefined], route.name).not.toContain(route.access);
    }
  });
});

const BUSINESS_ID = 1;
function userWith(overrides: Partial<User>): User {
  return {
    id: 1, first_name: 'Ana', full_name: 'Ana', initials: 'A', avatar: null, email: 'ana@example.com', email_verified: true, must_change_password: false,
    whatsapp: null, is_admin: false, is_owner: false, roles: [], permissions: [], lang: 'pt', scope: ['staff'],
    current_business_id: BUSINESS_ID, businesses: [], created_at: '2025-01-01T00:00:00Z',
    ...overrides,
  };
}

const waiter = userWith({
  roles: [{ id: 2, name: 'waiter' }],
  permissions: [
    { name: 'manage_orders', granted: true, business_id: BUSINESS_ID },
    { name: 'use_pdv', granted: true, business_id: BUSINESS_ID },
  ],
});
const owner = userWith({ is_owner: true, scope: ['owner'] });
const adminOutside = userWith({ is_admin: true, scope: ['admin', 'staff'], current_business_id: null });
const adminInside = userWith({ is_admin: true, scope: ['admin', 'staff'] });

const sideMenu = (user: User) => visibleMenuItems(user).map((item) => item.key);
const userMenu = (user: User) => visibleUserMenuLinks(user).map((link) => link.key);
const settings = (user: User) => visibleSettingsGroups(user).map((group) => [group.key, group.entries.length]);

describe('what each user is shown', () => {
  it('a waiter (orders and PDV): home, PDV and the orders, the profile, and no settings, plan or subscription', () => {
    expect(sideMenu(waiter)).toEqual(['home', 'pdv', 'orders']);
    expect(userMenu(waiter)).toEqual(['profile']);
    expect(settings(waiter)).toEqual([]);
  });

  it('the kitchen (manage_orders only) reaches the order manager from the menu', () => {
    const kitchen = userWith({ permissions: [{ name: 'manage_orders', granted: true, business_id: BUSINESS_ID }] });
    expect(sideMenu(kitchen)).toEqual(['home', 'orders']);
  });

  it('a manager with the team only reaches settings through Equipe', () => {
    const manager = userWith({ permissions: [{ name: 'manage_employees', granted: true, business_id: BUSINESS_ID }] });
    expect(settings(manager)).toEqual([['business', 1]]);
    const link = visibleUserMenuLinks(manager).find((l) => l.key === 'settings');
    expect(link?.route.name).toBe('settings-equipe');
  });

  it('an owner: every business entry, no platform ones', () => {
    expect(sideMenu(owner)).toEqual(['home', 'pdv', 'orders', 'menu', 'customers', 'whatsapp']);
    expect(userMenu(owner)).toEqual(['profile', 'subscription', 'settings']);
    expect(settings(owner)).toEqual([['business', 9], ['sales', 4]]);
  });

  it('a platform admin outside any business: the platform entries only, until they enter one', () => {
    expect(sideMenu(adminOutside)).toEqual(['home', 'businesses']);
    expect(userMenu(adminOutside)).toEqual(['profile']);
    expect(settings(adminOutside)).toEqual([['admin', 3]]);
    expect(sideMenu(adminInside)).toEqual(['home', 'pdv', 'orders', 'menu', 'customers', 'whatsapp', 'businesses']);
    expect(settings(adminInside)).toEqual([['business', 9], ['sales', 4], ['admin', 3]]);
  });
});
