import { DEFAULT_LANG, LOCALE_BY_LANG, toLang, type Lang } from '@comanda/domain/validation/lang';

/** Cookie name kept from the spec so links and the server agree on the visitor's language. */
export const LOCALE_COOKIE = 'i18n_redirected';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

let current: Lang = DEFAULT_LANG;

export function getLocale(): Lang {
  return current;
}

/** Intl locale ('pt-BR', 'en-US') of the current language, for number and date formats. */
export function getIntlLocale(): string {
  return LOCALE_BY_LANG[current];
}

export function readLocaleCookie(cookie: string = document.cookie): Lang | null {
  for (const part of cookie.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === LOCALE_COOKIE) {
      const value = decodeURIComponent(rest.join('='));
      return value === 'pt' || value === 'en' ? value : null;
    }
  }
  return null;
}

/** Records the language: module state for API headers, the cookie, and <html lang>. */
export function rememberLocale(lang: Lang): void {
  current = lang;
  document.cookie = `${LOCALE_COOKIE}=${lang}; Max-Age=${ONE_YEAR_SECONDS}; Path=/; SameSite=Lax`;
  document.documentElement.lang = LOCALE_BY_LANG[lang];
}

/** Language at boot: the cookie, otherwise the product default (pt). */
export function initialLocale(): Lang {
  return readLocaleCookie() ?? DEFAULT_LANG;
}

/** Language of the browser, by its first two letters (spec §8, after a 401). */
export function browserLocale(): Lang {
  return toLang(typeof navigator === 'undefined' ? undefined : navigator.language);
}
