export const LANGS = ['pt', 'en'] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = 'pt';

/** BCP 47 locale used by Intl for each UI language. */
export const LOCALE_BY_LANG: Record<Lang, string> = { pt: 'pt-BR', en: 'en-US' };

/**
 * Accepts a browser language ('en-US'), a cookie value or an Accept-Language header and keeps the
 * first two letters; Portuguese is the product default, so anything that is not English is pt.
 */
export function toLang(value: string | undefined | null): Lang {
  if (typeof value !== 'string') return DEFAULT_LANG;
  return value.trim().slice(0, 2).toLowerCase() === 'en' ? 'en' : 'pt';
}
