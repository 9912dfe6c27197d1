import { createBrowserRouter, matchRoutes, redirect, type NonIndexRouteObject, type RouteObject } from 'react-router';
import type { PaidFeature } from '@comanda/domain/features/upgrade-contexts';
import { FullPageSpinner } from '../components/ui/full-page-spinner';
import { RouteErrorBoundary } from './errors/route-error-boundary';
import { retryableLazy } from './errors/retryable-lazy';
import { withLocaleAreas } from '../lib/i18n';
import { loadToasts } from '../lib/toast';
import { adminLoader, authLoader, businessLoader, guestLoader } from './guards/session-loaders';
import { RootLayout } from './layouts/root-layout';
import { SplashLayout } from './layouts/splash-layout';
import type { RouteHandle } from './layouts/use-route-name';
import { buildPath, paths, type AppRoute } from '../lib/paths';

type Lazy = Extract<NonNullable<NonIndexRouteObject['lazy']>, (...args: never[]) => unknown>;

/**
 * A page registered under its spec name; its module is a separate chunk (route-level splitting).
 * The route's access (lib/paths.ts) goes into its handle, where the default layout's gate reads it;
 * a platform-admin page also gets the admin guard, which sends anyone else home (spec §6). A page of
 * a plan feature renders inside RequireFeature, so a layout around it (the settings list) stays.
 */
function page(route: AppRoute, lazy: Lazy, handle: Omit<RouteHandle, 'name' | 'access'> = {}): NonIndexRouteObject {
  return {
    path: route.pattern,
    // A chunk that failed (offline) is imported again by the error element's retry.
    lazy: retryableLazy(route.feature ? requiringFeature(route.feature, lazy) : lazy, { ownLoader: route.access === 'platform_admin' }),
    handle: { name: route.name, access: route.access, ...handle },
    ...(route.access === 'platform_admin' ? { loader: adminLoader } : {}),
  };
}

/**
 * The page's module with its Component inside RequireFeature (components/require-feature.tsx),
 * loaded with the page rather than with the router, which the login page loads.
 */
function requiringFeature(feature: PaidFeature, lazy: Lazy): Lazy {
  return async () => {
    const [module, { RequireFeature }] = await Promise.all([lazy(), import('../components/require-feature')]);
    const Page = module.Component;
    if (!Page) return module;
    return {
      ...module,
      Component: function FeaturePage() {
        return (
          <RequireFeature feature={feature}>
            <Page />
          </RequireFeature>
        );
      },
    };
  };
}

function indexPage(route: AppRoute, lazy: Lazy): RouteObject {
  return { index: true, lazy: retryableLazy(lazy), handle: { name: route.name, access: route.access } } as RouteObject;
}

/**
 * The index of a parent route sends the browser to its first child, keeping the parent's params
 * (/cardapio/7 → /cardapio/7/basic). It renders nothing: the redirect happens in the loader.
 */
function redirectIndex(to: AppRoute): RouteObject {
  return { index: true, loader: ({ params }) => redirect(buildPath(to.pattern, params)), Component: RedirectingNothing };
}

function RedirectingNothing() {
  return null;
}

const guestPages: RouteObject[] = [
  page(paths.login, () => import('./routes/auth/login-page')),
  page(paths.register, () => import('./routes/auth/register-page')),
  page(paths.forgotPassword, () => import('./routes/auth/forgot-password-page')),
  page(paths.resetPassword, () => import('./routes/auth/reset-password-page')),
];

const openPages: RouteObject[] = [
  page(paths.verifyEmail, () => import('./routes/auth/verify-email-page')),
  page(paths.emailChange, () => import('./routes/auth/email-change-page')),
  page(paths.logout, () => import('./routes/auth/logout-route')),
  page(paths.customerSignUp, withLocaleAreas(['customers'], () => import('./routes/customers/sign-up-page'))),
  page(paths.customerSignUpConfirm, withLocaleAreas(['customers'], () => import('./routes/customers/sign-up-confirm-page'))),
  page(paths.unsubscribe, withLocaleAreas(['customers'], () => import('./routes/customers/unsubscribe-page'))),
];

const menuPages: RouteObject[] = [
  page(paths.cardapio, withLocaleAreas(['menu'], () => import('./routes/menu/menu-page'))),
  page(paths.cardapioAdd, withLocaleAreas(['menu', 'product'], () => import('./routes/menu/add-product-page'))),
  {
    ...page(paths.cardapioId, withLocaleAreas(['menu', 'product'], () => import('./routes/menu/product-layout'))),
    children: [
      redirectIndex(paths.cardapioIdBasic),
      page(paths.cardapioIdBasic, withLocaleAreas(['menu', 'product'], () => import('./routes/menu/product-basic-page'))),
      page(paths.cardapioIdHorarios, withLocaleAreas(['menu', 'product'], () => import('./routes/menu/product-schedules-page'))),
      page(paths.cardapioIdPromotions, withLocaleAreas(['menu', 'product', 'options'], () => import('./routes/menu/product-promotions-page'))),
      page(paths.cardapioIdVariations, withLocaleAreas(['menu', 'product', 'options'], () => import('./routes/menu/product-variations-page'))),
    ],
  },
];

const settingsPages: RouteObject = {
  ...page(paths.settings, () => import('./routes/settings/settings-layout')),
  children: [
    redirectIndex(paths.settingsBusiness),
    page(paths.settingsBusiness, withLocaleAreas(['businessProfile'], () => import('./routes/settings/business-settings-page'))),
    page(paths.settingsCupons, withLocaleAreas(['coupons'], () => import('./routes/settings/coupons-page'))),
    page(paths.settingsAuditoria, withLocaleAreas(['audit'], () => import('./routes/settings/audit-page'))),
    page(paths.settingsEquipe, withLocaleAreas(['employees'], () => import('./routes/settings/team-page'))),
    page(paths.settingsEquipeId, withLocaleAreas(['employees'], () => import('./routes/settings/team-member-page'))),
    page(paths.settingsEntregaBairrosTaxa, withLocaleAreas(['delivery'], () => import('./routes/settings/delivery-fees-page'))),
    page(paths.settingsGeneralSettings, withLocaleAreas(['generalSettings'], () => import('./routes/settings/general-settings-page'))),
    page(paths.settingsHorarios, () => import('./routes/settings/opening-hours-page')),
    page(paths.settingsImpressoras, withLocaleAreas(['orders'], () => import('./routes/settings/printers-page'))),
    page(paths.settingsPayment, withLocaleAreas(['payments'], () => import('./routes/settings/payment-page'))),
    page(paths.settingsPaymentMethods, withLocaleAreas(['payments'], () => import('./routes/settings/payment-methods-page'))),
    page(paths.settingsWhatsapp, withLocaleAreas(['whatsapp'], () => import('./routes/settings/whatsapp-settings-page'))),
    {
      ...page(paths.settingsFidelidade, () => import('./routes/settings/loyalty-layout')),
      children: [
        // The stamp card is the layout's index, so its plan feature is named here (the layout holds points and cashback too).
        indexPage(paths.settingsFidelidade, requiringFeature('loyalty_program_card', withLocaleAreas(['loyalty'], () => import('./routes/settings/loyalty-card-page')))),
        page(paths.settingsFidelidadeCashback, withLocaleAreas(['loyalty'], () => import('./routes/settings/loyalty-cashback-page'))),
        page(paths.settingsFidelidadePontos, withLocaleAreas(['loyalty'], () => import('./routes/settings/loyalty-points-page'))),
      ],
    },
    {
      ...page(paths.settingsTables, () => import('./routes/settings/tables-layout')),
      children: [
        redirectIndex(paths.settingsTablesMesas),
        page(paths.settingsTablesMesas, withLocaleAreas(['tables'], () => import('./routes/settings/tables-page'))),
        page(paths.settingsTablesMesasCreateUpdate, withLocaleAreas(['tables'], () => import('./routes/settings/table-form-page'))),
        page(paths.settingsTablesWaiterManagement, withLocaleAreas(['tables'], () => import('./routes/settings/waiter-management-page'))),
      ],
    },
    page(paths.settingsAdminAddons, withLocaleAreas(['plans'], () => import('./routes/settings/admin-addons-page'))),
    page(paths.settingsAdminPlans, withLocaleAreas(['plans'], () => import('./routes/settings/admin-plans-page'))),
    page(paths.settingsAdminSubscriptions, withLocaleAreas(['plans'], () => import('./routes/settings/admin-subscriptions-page'))),
    page(paths.settingsAdminSubscriptionsId, withLocaleAreas(['plans'], () => import('./routes/settings/admin-subscription-page'))),
    page(paths.settingsAdminPlansIdFeatures, withLocaleAreas(['plans'], () => import('./routes/settings/admin-plan-features-page'))),
  ],
};

const appPages: RouteObject[] = [
  page(paths.home, withLocaleAreas(['home', 'whatsapp'], () => import('./routes/home/home-page'))),
  page(paths.profile, withLocaleAreas(['profile'], () => import('./routes/profile/profile-page')), { allowBlocked: true }),
  // The PDV queues orders offline: its toasts come with it, never fetched when the network is gone.
  page(paths.pdv, withLocaleAreas(['pdv', 'pix'], () => Promise.all([import('./routes/pdv/pdv-page'), loadToasts()]).then(([module]) => module))),
  page(paths.orders, withLocaleAreas(['orders', 'pix'], () => import('./routes/orders/orders-page'))),
  page(paths.pedidos, withLocaleAreas(['orders', 'pix'], () => import('./routes/orders/order-manager-page'))),
  page(paths.customers, withLocaleAreas(['customers'], () => import('./routes/customers/customers-page'))),
  page(paths.customersId, withLocaleAreas(['customers'], () => import('./routes/customers/customer-page'))),
  page(paths.customersIdPointsHistory, withLocaleAreas(['loyalty'], () => import('./routes/customers/points-history-page'))),
  page(paths.plans, withLocaleAreas(['plans'], () => import('./routes/billing/plans-page')), { allowBlocked: true }),
  page(paths.subscription, withLocaleAreas(['home', 'plans'], () => import('./routes/billing/subscription-page')), { allowBlocked: true }),
  page(paths.subscriptionInvoice, withLocaleAreas(['plans'], () => import('./routes/billing/invoice-page')), { allowBlocked: true }),
  page(paths.mercadopago, () => import('./routes/billing/mercadopago-page'), { allowBlocked: true }),
  {
    ...page(paths.whatsapp, () => import('./routes/whatsapp/whatsapp-layout')),
    children: [
      indexPage(paths.whatsapp, withLocaleAreas(['whatsapp'], () => import('./routes/whatsapp/whatsapp-page'))),
      page(paths.whatsappBulkStatus, withLocaleAreas(['whatsapp'], () => import('./routes/whatsapp/bulk-status-page'))),
      page(paths.whatsappScheduledMessages, withLocaleAreas(['whatsapp'], () => import('./routes/whatsapp/scheduled-messages-page'))),
    ],
  },
  ...menuPages,
  settingsPages,
  page(paths.businesses, () => import('./routes/businesses/businesses-page')),
];

export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    HydrateFallback: FullPageSpinner,
    ErrorBoundary: RouteErrorBoundary,
    children: [
      {
        Component: SplashLayout,
        children: [
          { loader: guestLoader, children: guestPages },
          { loader: authLoader, children: [page(paths.changePassword, () => import('./routes/auth/change-password-page'))] },
          ...openPages,
        ],
      },
      {
        loader: authLoader,
        lazy: retryableLazy(() => import('./layouts/setup-layout').then((m) => ({ Component: m.SetupLayout })), { ownLoader: true }),
        children: [page(paths.setup, () => import('./routes/setup/setup-page'))] },
      {
        id: 'app',
        loader: businessLoader,
        // Lazy: the menu, dropdown and dialog code is not needed by the login page.
        lazy: retryableLazy(() => import('./layouts/default-layout').then((m) => ({ Component: m.DefaultLayout })), { ownLoader: true }),
        // Errors inside a page keep the menu and top bar around them.
        children: [{ ErrorBoundary: RouteErrorBoundary, children: appPages }],
      },
    ],
  },
];

/**
 * Starts downloading the modules of the routes this address opens (layouts and page), so that they
 * arrive while the language file and the session are fetched rather than after: the router reads a
 * route's module only once the session loader has answered, a round trip later on a phone (issue 20).
 */
export function warmRouteModules(location: Pick<Location, 'pathname'>): void {
  for (const { route } of matchRoutes(routes, location.pathname) ?? []) {
    if (typeof route.lazy === 'function') void (route.lazy as () => Promise<unknown>)().catch(() => undefined);
  }
}

export function createAppRouter() {
  return createBrowserRouter(routes);
}
