import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { i18next, type LocaleArea } from './i18n';

/*
 * Areas keep their texts in locales/<area>/<lang>.json, merged under `<area>.` at runtime (lib/i18n
 * loadLocaleArea). The app's i18next types only know the main file, so each area gets a typed
 * reader built here: menuT('category.move', { name }) reads t('menu.category.move').
 */
type Plain<K extends string> = K extends `${infer Base}_one` ? Base : K extends `${infer Base}_other` ? Base : K;
export type AreaKey<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${Plain<K>}` : AreaKey<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

export type AreaT<Key extends string> = (key: Key, values?: Record<string, string | number>) => string;

type LooseT = (key: string, values?: Record<string, string | number>) => string;

/** A hook giving the area's t() for components. */
export function areaHook<Key extends string>(area: LocaleArea): () => AreaT<Key> {
  return function useAreaT() {
    const { t } = useTranslation();
    return useCallback<AreaT<Key>>((key, values) => (t as unknown as LooseT)(`${area}.${key}`, values), [t]);
  };
}

/** The area's t() outside React (toasts from mutation callbacks). */
export function areaText<Key extends string>(area: LocaleArea): AreaT<Key> {
  return (key, values) => (i18next.t.bind(i18next) as unknown as LooseT)(`${area}.${key}`, values);
}
