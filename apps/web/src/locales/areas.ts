import type { Lang } from '@comanda/domain/validation/lang';

/*
 * Locale areas: parts of the app with many texts of their own, kept in locales/<area>/<lang>.json
 * and downloaded only with the routes that need them, so that the login page does not carry them
 * (docs/decisions/0007-login-page-javascript-budget.md). Their keys sit under the area's name:
 * t('menu.empty.title') reads locales/menu/pt.json's { "empty": { "title": … } }.
 *
 * This map is the one registration of an area: lib/i18n.ts loads from it, lib/area-t.ts types an
 * area's keys from its Portuguese file here, and locales.test.ts compares the languages of every
 * area in it. Adding an area is one entry plus its two files. Only dynamic imports here: the map
 * sits in the entry chunk, the texts do not.
 */
export const localeAreas = {
  menu: { pt: () => import('./menu/pt.json'), en: () => import('./menu/en.json') },
  product: { pt: () => import('./product/pt.json'), en: () => import('./product/en.json') },
  options: { pt: () => import('./options/pt.json'), en: () => import('./options/en.json') },
  delivery: { pt: () => import('./delivery/pt.json'), en: () => import('./delivery/en.json') },
  generalSettings: { pt: () => import('./generalSettings/pt.json'), en: () => import('./generalSettings/en.json') },
  plans: { pt: () => import('./plans/pt.json'), en: () => import('./plans/en.json') },
  businessProfile: { pt: () => import('./businessProfile/pt.json'), en: () => import('./businessProfile/en.json') },
  payments: { pt: () => import('./payments/pt.json'), en: () => import('./payments/en.json') },
  orders: { pt: () => import('./orders/pt.json'), en: () => import('./orders/en.json') },
  pdv: { pt: () => import('./pdv/pt.json'), en: () => import('./pdv/en.json') },
  tables: { pt: () => import('./tables/pt.json'), en: () => import('./tables/en.json') },
  customers: { pt: () => import('./customers/pt.json'), en: () => import('./customers/en.json') },
  coupons: { pt: () => import('./coupons/pt.json'), en: () => import('./coupons/en.json') },
  loyalty: { pt: () => import('./loyalty/pt.json'), en: () => import('./loyalty/en.json') },
  home: { pt: () => import('./home/pt.json'), en: () => import('./home/en.json') },
  profile: { pt: () => import('./profile/pt.json'), en: () => import('./profile/en.json') },
  audit: { pt: () => import('./audit/pt.json'), en: () => import('./audit/en.json') },
  employees: { pt: () => import('./employees/pt.json'), en: () => import('./employees/en.json') },
  pix: { pt: () => import('./pix/pt.json'), en: () => import('./pix/en.json') },
  whatsapp: { pt: () => import('./whatsapp/pt.json'), en: () => import('./whatsapp/en.json') },
} satisfies Record<string, Record<Lang, () => Promise<{ default: Record<string, unknown> }>>>;

export type LocaleArea = keyof typeof localeAreas;

/** An area's texts, typed by its Portuguese file (the default language; a test keeps en in step). */
export type AreaMessages<A extends LocaleArea> = Awaited<ReturnType<(typeof localeAreas)[A]['pt']>>['default'];
