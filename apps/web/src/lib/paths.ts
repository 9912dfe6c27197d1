/**
 * Every URL of the app. Route names follow the spec's file-based naming ('cardapio-id-basic'), so
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

export type AppRoute<P extends string = string> = {
  readonly name: string;
  readonly pattern: P;
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

function route<P extends string>(name: string, pattern: P): AppRoute<P> {
  return {
    name,
    pattern,
    to: (...args) => buildPath(pattern, args[0] as Record<string, unknown> | undefined, args[1]),
  };
}

export const paths = {
  home: route('index', '/'),

  login: route('login', '/login'),
  register: route('register', '/register'),
  forgotPassword: route('forgot-password', '/forgot-password'),
  resetPassword: route('reset-password', '/reset-password'),
  verifyEmail: route('verify-email', '/verify-email'),
  emailChange: route('email-change', '/email-change'),
  logout: route('logout', '/logout'),
  setup: route('setup', '/setup'),
  profile: route('profile', '/profile'),

  businesses: route('businesses', '/businesses'),

  cardapio: route('cardapio', '/cardapio'),
  cardapioAdd: route('cardapio-add', '/cardapio/add'),
  cardapioId: route('cardapio-id', '/cardapio/:id'),
  cardapioIdBasic: route('cardapio-id-basic', '/cardapio/:id/basic'),
  cardapioIdHorarios: route('cardapio-id-horarios', '/cardapio/:id/horarios'),
  cardapioIdPromotions: route('cardapio-id-promotions', '/cardapio/:id/promotions'),
  cardapioIdVariations: route('cardapio-id-variations', '/cardapio/:id/variations'),

  customers: route('customers', '/customers'),
  customersIdPointsHistory: route('customers-id-points-history', '/customers/:id/points-history'),

  orders: route('orders', '/orders'),
  pdv: route('pdv', '/pdv'),
  pedidos: route('pedidos', '/pedidos'),
  plans: route('plans', '/plans'),
  subscription: route('subscription', '/subscription'),
  subscriptionInvoice: route('subscription-invoice-uuid', '/subscription/invoice/:uuid?'),
  mercadopago: route('mercadopago-status', '/mercadopago/:status?'),

  whatsapp: route('whatsapp-whatsapp', '/whatsapp/whatsapp'),
  whatsappBulkStatus: route('whatsapp-whatsapp-bulk-status', '/whatsapp/whatsapp/bulk-status'),
  whatsappScheduledMessages: route(
    'whatsapp-whatsapp-scheduled-messages',
    '/whatsapp/whatsapp/scheduled-messages',
  ),

  settings: route('settings', '/settings'),
  settingsBusiness: route('settings-business', '/settings/business'),
  settingsCupons: route('settings-cupons', '/settings/cupons'),
  settingsEntregaBairrosTaxa: route('settings-entrega-bairros-taxa', '/settings/entrega-bairros-taxa'),
  settingsGeneralSettings: route('settings-general-settings', '/settings/general-settings'),
  settingsHorarios: route('settings-horarios', '/settings/horarios'),
  settingsImpressoras: route('settings-impressoras', '/settings/impressoras'),
  settingsPayment: route('settings-payment', '/settings/payment'),
  settingsPaymentMethods: route('settings-payment-methods', '/settings/payment-methods'),
  settingsWhatsapp: route('settings-whatsapp', '/settings/whatsapp'),
  settingsAdminAddons: route('settings-admin-addons', '/settings/admin/addons'),
  settingsAdminPlans: route('settings-admin-plans', '/settings/admin/plans'),
  settingsAdminSubscriptions: route('settings-admin-subscriptions', '/settings/admin/subscriptions'),
  settingsAdminPlansIdFeatures: route('settings-admin-plans-id-features', '/settings/admin/plans/:id/features'),
  settingsFidelidade: route('settings-programa-fidelidade-settings', '/settings/programa-fidelidade/settings'),
  settingsFidelidadeCashback: route(
    'settings-programa-fidelidade-settings-cashback',
    '/settings/programa-fidelidade/settings/cashback',
  ),
  settingsFidelidadePontos: route(
    'settings-programa-fidelidade-settings-pontos',
    '/settings/programa-fidelidade/settings/pontos',
  ),
  settingsTables: route('settings-tables-settings', '/settings/tables/settings'),
  settingsTablesMesas: route('settings-tables-settings-mesas', '/settings/tables/settings/mesas'),
  settingsTablesMesasCreateUpdate: route(
    'settings-tables-settings-mesas-create-update',
    '/settings/tables/settings/mesas/create-update',
  ),
  settingsTablesWaiterManagement: route(
    'settings-tables-settings-mesas-waiter-management',
    '/settings/tables/settings/mesas/waiter-management',
  ),
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
