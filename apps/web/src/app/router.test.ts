import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { isMenuItemActive, MENU_ITEMS } from './layouts/menu-items';
import { buildPath, paths } from '../lib/paths';
import { routes } from './router';

function routeName(pathname: string): string | undefined {
  const matches = matchRoutes(routes, pathname) ?? [];
  const named = matches.map((m) => (m.route.handle as { name?: string } | undefined)?.name).filter(Boolean);
  return named.at(-1);
}

// Every route of spec §2, with the name the menu highlighting relies on.
const SPEC_ROUTES: Array<[string, string]> = [
  ['/', 'index'],
  ['/businesses', 'businesses'],
  ['/cardapio', 'cardapio'],
  ['/cardapio/add', 'cardapio-add'],
  ['/cardapio/7/basic', 'cardapio-id-basic'],
  ['/cardapio/7/horarios', 'cardapio-id-horarios'],
  ['/cardapio/7/promotions', 'cardapio-id-promotions'],
  ['/cardapio/7/variations', 'cardapio-id-variations'],
  ['/customers', 'customers'],
  ['/customers/3/points-history', 'customers-id-points-history'],
  ['/email-change', 'email-change'],
  ['/forgot-password', 'forgot-password'],
  ['/login', 'login'],
  ['/logout', 'logout'],
  ['/orders', 'orders'],
  ['/pdv', 'pdv'],
  ['/pedidos', 'pedidos'],
  ['/plans', 'plans'],
  ['/profile', 'profile'],
  ['/register', 'register'],
  ['/reset-password', 'reset-password'],
  ['/setup', 'setup'],
  ['/subscription', 'subscription'],
  ['/subscription/invoice', 'subscription-invoice-uuid'],
  ['/subscription/invoice/0b8e-11', 'subscription-invoice-uuid'],
  ['/verify-email', 'verify-email'],
  ['/mercadopago', 'mercadopago-status'],
  ['/mercadopago/success', 'mercadopago-status'],
  ['/whatsapp/whatsapp', 'whatsapp-whatsapp'],
  ['/whatsapp/whatsapp/bulk-status', 'whatsapp-whatsapp-bulk-status'],
  ['/whatsapp/whatsapp/scheduled-messages', 'whatsapp-whatsapp-scheduled-messages'],
  ['/settings/business', 'settings-business'],
  ['/settings/cupons', 'settings-cupons'],
  ['/settings/entrega-bairros-taxa', 'settings-entrega-bairros-taxa'],
  ['/settings/general-settings', 'settings-general-settings'],
  ['/settings/horarios', 'settings-horarios'],
  ['/settings/impressoras', 'settings-impressoras'],
  ['/settings/payment', 'settings-payment'],
  ['/settings/payment-methods', 'settings-payment-methods'],
  ['/settings/whatsapp', 'settings-whatsapp'],
  ['/settings/admin/addons', 'settings-admin-addons'],
  ['/settings/admin/plans', 'settings-admin-plans'],
  ['/settings/admin/subscriptions', 'settings-admin-subscriptions'],
  ['/settings/admin/plans/4/features', 'settings-admin-plans-id-features'],
  ['/settings/programa-fidelidade/settings', 'settings-programa-fidelidade-settings'],
  ['/settings/programa-fidelidade/settings/cashback', 'settings-programa-fidelidade-settings-cashback'],
  ['/settings/programa-fidelidade/settings/pontos', 'settings-programa-fidelidade-settings-pontos'],
  ['/settings/tables/settings/mesas', 'settings-tables-settings-mesas'],
  ['/settings/tables/settings/mesas/create-update', 'settings-tables-settings-mesas-create-update'],
  ['/settings/tables/settings/mesas/waiter-management', 'settings-tables-settings-mesas-waiter-management'],
];

describe('router', () => {
  it.each(SPEC_ROUTES)('registers %s as %s', (pathname, name) => {
    expect(routeName(pathname)).toBe(name);
  });

  it('registers every page lazily (route-level code splitting)', () => {
    const eager: string[] = [];
    const walk = (list: typeof routes) => {
      for (const route of list) {
        const handle = route.handle as { name?: string } | undefined;
        if (handle?.name && typeof route.lazy !== 'function') eager.push(handle.name);
        if (route.children) walk(route.children);
      }
    };
    walk(routes);
    expect(eager).toEqual([]);
  });

  it('leaves unknown pages to the 404 error page', () => {
    expect(matchRoutes(routes, '/no-such-page')).toBeNull();
  });
});

describe('paths', () => {
  it('builds URLs from patterns, params and query', () => {
    expect(paths.cardapioIdBasic.to({ id: 12 })).toBe('/cardapio/12/basic');
    expect(paths.subscriptionInvoice.to()).toBe('/subscription/invoice');
    expect(paths.subscriptionInvoice.to({ uuid: 'a b' })).toBe('/subscription/invoice/a%20b');
    expect(paths.login.to(undefined, { redirect: '/pdv', empty: '' })).toBe('/login?redirect=%2Fpdv');
    expect(() => buildPath('/cardapio/:id/basic')).toThrow(/id/);
  });
});

describe('menu highlighting (spec §2: route name starts with the item’s route name)', () => {
  const item = (key: string) => MENU_ITEMS.find((i) => i.key === key)!;

  it('highlights Cardápio on its sub-pages and Home only on home', () => {
    expect(isMenuItemActive(item('menu'), 'cardapio-id-basic')).toBe(true);
    expect(isMenuItemActive(item('customers'), 'customers-id-points-history')).toBe(true);
    expect(isMenuItemActive(item('whatsapp'), 'whatsapp-whatsapp-bulk-status')).toBe(true);
    expect(isMenuItemActive(item('home'), 'index')).toBe(true);
    expect(isMenuItemActive(item('home'), 'cardapio')).toBe(false);
    expect(isMenuItemActive(item('pdv'), 'profile')).toBe(false);
    expect(isMenuItemActive(item('pdv'), undefined)).toBe(false);
  });
});

// Issue 13 (1): an index that redirects keeps the parent's params and renders nothing itself.
describe('index redirects', () => {
  async function redirectOf(pathname: string): Promise<string | null> {
    const matches = matchRoutes(routes, pathname) ?? [];
    const index = matches.at(-1)?.route;
    if (!index?.index || typeof index.loader !== 'function') return null;
    const request = new Request(`http://localhost${pathname}`);
    const result: unknown = await index.loader({ request, params: matches.at(-1)!.params, context: undefined } as never);
    return result instanceof Response ? result.headers.get('location') : null;
  }

  it.each([
    ['/cardapio/7', '/cardapio/7/basic'],
    ['/settings', '/settings/business'],
    ['/settings/tables/settings', '/settings/tables/settings/mesas'],
  ])('%s goes to %s', async (from, to) => {
    expect(await redirectOf(from)).toBe(to);
    const leaf = (matchRoutes(routes, from) ?? []).at(-1)?.route;
    expect(leaf?.Component ?? leaf?.element ?? leaf?.lazy).toBeTruthy();
  });
});

