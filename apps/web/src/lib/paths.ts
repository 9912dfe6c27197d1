import type { PaidFeature } from '@comanda/domain/features/upgrade-contexts';
import type { PermissionName } from '@comanda/domain/permissions/permission-rules';

/**
 * Every URL of the app, with what opening it needs. Route names follow the spec's file-based naming ('cardapio-id-basic'), so
 * the left menu can highlight an item when the current route name starts with the item's name.
 * Components build links with `paths.x.to(...)`; the router registers `paths.x.pattern`.
 */

type Query = Record<string, string | number | null | undefined>;
type Segments<S extends string> = S extends `${infer Head}/${infer Tail}` ? Head | Segments<Tail> : S;
type RequiredName<X> = X extends `:${infer P}` ? (P extends `${string}?` ? never : P) : never;
type OptionalName<X> = X extends `:${infer P}?` ? P : never;
type Params<P extends string> = { [K in RequiredName<Segments<P>>]: string | number } & {
  [K in OptionalName<Segments<P>>]?: string | number | null;
};
type ToArgs<P extends string> = [RequiredName<Segments<P>>] extends [never]
  ? [params?: Params<P>, query?: Query]
  : [params: Params<P>, query?: Query];

/**
 * What opening a page needs (docs/decisions/0019): nothing ('public'), a session ('signed_in'), a
 * platform admin, or a permission of the domain's catalogue in the current business. The router's
 * guards and every menu read it here, so an entry is shown exactly when its page would open.
 */
export type PageAccess = 'public' | 'signed_in' | 'platform_admin' | PermissionName;

export type AppRoute<P extends string = string> = {
  readonly name: string;
  readonly pattern: P;
  readonly access: PageAccess;
  /**
   * The plan feature the page is (spec §4): without it the page shows the upgrade modal instead, and
   * its menu entries open the modal rather than the page (lib/feature-gate).
   */
  readonly feature?: PaidFeature;
  readonly to: (...args: ToArgs<P>) => string;
};

export function buildPath(pattern: string, params: Record<string, unknown> = {}, query: Query = {}): string {
  const path = pattern
    .split('/')
    .flatMap((segment) => {
      if (!segment.startsWith(':')) return [segment];
      const optional = segment.endsWith('?');
      const key = segment.slice(1, optional ? -1 : undefined);
      const value = params[key];
      if (value === undefined || value === null || value === '') {
        if (optional) return [];
        throw new Error(`Missing route param "${key}" for ${pattern}`);
      }
      return [encodeURIComponent(String(value))];
    })
    .join('/');
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const qs = search.toString();
  return (path || '/') + (qs ? `?${qs}` : '');
}

function route<P extends string>(name: string, pattern: P, access: PageAccess, feature?: PaidFeature): AppRoute<P> {
  return {
    name,
    pattern,
    access,
    ...(feature ? { feature } : {}),
    to: (...args) => buildPath(pattern, args[0] as Record<string, unknown> | undefined, args[1]),
  };
}

export const paths = {
  home: route('index', '/', 'signed_in'),

  login: route('login', '/login', 'public'),
  register: route('register', '/register', 'public'),
  forgotPassword: route('forgot-password', '/forgot-password', 'public'),
  resetPassword: route('reset-password', '/reset-password', 'public'),
  verifyEmail: route('verify-email', '/verify-email', 'public'),
  emailChange: route('email-change', '/email-change', 'public'),
  logout: route('logout', '/logout', 'public'),
  setup: route('setup', '/setup', 'signed_in'),
  changePassword: route('change-password', '/alterar-senha', 'signed_in'),
  profile: route('profile', '/profile', 'signed_in'),

  businesses: route('businesses', '/businesses', 'platform_admin'),

  cardapio: route('cardapio', '/cardapio', 'manage_menu'),
  cardapioAdd: route('cardapio-add', '/cardapio/add', 'manage_menu'),
  cardapioId: route('cardapio-id', '/cardapio/:id', 'manage_menu'),
  cardapioIdBasic: route('cardapio-id-basic', '/cardapio/:id/basic', 'manage_menu'),
  cardapioIdHorarios: route('cardapio-id-horarios', '/cardapio/:id/horarios', 'manage_menu'),
  cardapioIdPromotions: route('cardapio-id-promotions', '/cardapio/:id/promotions', 'manage_menu'),
  cardapioIdVariations: route('cardapio-id-variations', '/cardapio/:id/variations', 'manage_menu'),

  customers: route('customers', '/customers', 'manage_customers'),
  customersId: route('customers-id', '/customers/:id', 'manage_customers'),
  customersIdPointsHistory: route('customers-id-points-history', '/customers/:id/points-history', 'manage_customers'),
  /** The public sign-up link (issue 18): a customer registers with the business whose token it carries. */
  customerSignUp: route('c-token', '/c/:token', 'public'),
  /** The link sent to a known number's WhatsApp to confirm a sign-up made with it (issue 30). */
  customerSignUpConfirm: route('c-token-confirmar-code', '/c/:token/confirmar/:code', 'public'),
  /** The "não quero mais receber" link at the foot of a campaign e-mail (issue 35, LGPD). */
  unsubscribe: route('unsubscribe', '/unsubscribe', 'public'),

  orders: route('orders', '/orders', 'manage_orders'),
  pdv: route('pdv', '/pdv', 'use_pdv', 'pdv'),
  pedidos: route('pedidos', '/pedidos', 'manage_orders'),
  plans: route('plans', '/plans', 'manage_subscription'),
  subscription: route('subscription', '/subscription', 'manage_subscription'),
  subscriptionInvoice: route('subscription-invoice-uuid', '/subscription/invoice/:uuid?', 'manage_subscription'),
  mercadopago: route('mercadopago-status', '/mercadopago/:status?', 'manage_subscription'),

  whatsapp: route('whatsapp-whatsapp', '/whatsapp/whatsapp', 'manage_whatsapp'),
  whatsappBulkStatus: route('whatsapp-whatsapp-bulk-status', '/whatsapp/whatsapp/bulk-status', 'manage_whatsapp'),
  whatsappScheduledMessages: route(
    'whatsapp-whatsapp-scheduled-messages',
    '/whatsapp/whatsapp/scheduled-messages',
    'manage_whatsapp',
  ),

  settings: route('settings', '/settings', 'signed_in'),
  settingsBusiness: route('settings-business', '/settings/business', 'manage_settings'),
  settingsCupons: route('settings-cupons', '/settings/cupons', 'manage_coupons', 'coupons'),
  settingsEntregaBairrosTaxa: route('settings-entrega-bairros-taxa', '/settings/entrega-bairros-taxa', 'manage_settings'),
  settingsGeneralSettings: route('settings-general-settings', '/settings/general-settings', 'manage_settings'),
  settingsHorarios: route('settings-horarios', '/settings/horarios', 'manage_settings'),
  settingsImpressoras: route('settings-impressoras', '/settings/impressoras', 'manage_printers'),
  settingsPayment: route('settings-payment', '/settings/payment', 'manage_settings'),
  settingsPaymentMethods: route('settings-payment-methods', '/settings/payment-methods', 'manage_settings'),
  settingsWhatsapp: route('settings-whatsapp', '/settings/whatsapp', 'manage_whatsapp'),
  settingsAdminAddons: route('settings-admin-addons', '/settings/admin/addons', 'platform_admin'),
  settingsAdminPlans: route('settings-admin-plans', '/settings/admin/plans', 'platform_admin'),
  settingsAdminSubscriptions: route('settings-admin-subscriptions', '/settings/admin/subscriptions', 'platform_admin'),
  settingsAdminSubscriptionsId: route('settings-admin-subscriptions-id', '/settings/admin/subscriptions/:id', 'platform_admin'),
  settingsAdminPlansIdFeatures: route('settings-admin-plans-id-features', '/settings/admin/plans/:id/features', 'platform_admin'),
  settingsFidelidade: route('settings-programa-fidelidade-settings', '/settings/programa-fidelidade/settings', 'manage_loyalty'),
  settingsFidelidadeCashback: route(
    'settings-programa-fidelidade-settings-cashback',
    '/settings/programa-fidelidade/settings/cashback',
    'manage_loyalty',
    'promotional_cashback',
  ),
  settingsFidelidadePontos: route(
    'settings-programa-fidelidade-settings-pontos',
    '/settings/programa-fidelidade/settings/pontos',
    'manage_loyalty',
    'loyalty_points',
  ),
  settingsTables: route('settings-tables-settings', '/settings/tables/settings', 'manage_tables'),
  settingsTablesMesas: route('settings-tables-settings-mesas', '/settings/tables/settings/mesas', 'manage_tables'),
  settingsTablesMesasCreateUpdate: route(
    'settings-tables-settings-mesas-create-update',
    '/settings/tables/settings/mesas/create-update',
    'manage_tables',
  ),
  settingsTablesWaiterManagement: route(
    'settings-tables-settings-mesas-waiter-management',
    '/settings/tables/settings/mesas/waiter-management',
    'manage_tables',
  ),
  settingsEquipe: route('settings-equipe', '/settings/equipe', 'manage_employees'),
  settingsEquipeId: route('settings-equipe-id', '/settings/equipe/:id', 'manage_employees'),
  settingsAuditoria: route('settings-auditoria', '/settings/auditoria', 'view_reports'),
} as const;

/** Pages only for logged-out visitors: a logged-in user opening them is sent home. */
export const GUEST_ROUTES = [
  paths.login,
  paths.register,
  paths.forgotPassword,
  paths.resetPassword,
] as const;

/** Pages anyone may open, with or without a session (links from e-mails, logout). */
export const OPEN_ROUTES = [paths.verifyEmail, paths.emailChange, paths.logout] as const;

export function isGuestPath(pathname: string): boolean {
  return GUEST_ROUTES.some((r) => r.pattern === pathname);
}

/** Whether a page needs a session; a 401 there sends the visitor to login. */
export function needsSession(pathname: string): boolean {
  return !isGuestPath(pathname) && !OPEN_ROUTES.some((r) => r.pattern === pathname);
}

/** The login URL remembering where the visitor was going. */
export function loginPath(redirectTo?: string): string {
  const keep = redirectTo && redirectTo !== paths.home.pattern ? redirectTo : undefined;
  return paths.login.to(undefined, { redirect: keep });
}
