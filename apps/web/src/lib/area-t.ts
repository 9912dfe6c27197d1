import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { AreaMessages, LocaleArea } from '../locales/areas';
import { i18next } from './i18n';

/*
 * Areas keep their texts in locales/<area>/<lang>.json, merged under `<area>.` at runtime (lib/i18n
 * loadLocaleArea). The app's i18next types only know the main file, so each area gets a typed
 * reader built here, its keys derived from the area's entry in locales/areas.ts:
 * areaHook('menu')() gives menuT, and menuT('category.move', { name }) reads t('menu.category.move').
 */
type Plain<K extends string> = K extends `${infer Base}_one` ? Base : K extends `${infer Base}_other` ? Base : K;
export type AreaKey<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${Plain<K>}` : AreaKey<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

export type AreaT<Key extends string> = (key: Key, values?: Record<string, string | number>) => string;

/** The keys of an area, e.g. 'category.move' for the menu area. */
export type AreaKeyOf<A extends LocaleArea> = AreaKey<AreaMessages<A>>;

type LooseT = (key: string, values?: Record<string, string | number>) => string;

/** A hook giving the area's t() for components. */
export function areaHook<A extends LocaleArea>(area: A): () => AreaT<AreaKeyOf<A>> {
  return function useAreaT() {
    const { t } = useTranslation();
    return useCallback<AreaT<AreaKeyOf<A>>>((key, values) => (t as unknown as LooseT)(`${area}.${key}`, values), [t]);
  };
}

/** The area's t() outside React (toasts from mutation callbacks). */
export function areaText<A extends LocaleArea>(area: A): AreaT<AreaKeyOf<A>> {
  return (key, values) => (i18next.t.bind(i18next) as unknown as LooseT)(`${area}.${key}`, values);
}
