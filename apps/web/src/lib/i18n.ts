import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGS, type Lang } from '@comanda/domain/validation/lang';
import { localeAreas, type LocaleArea } from '../locales/areas';
import { initialLocale, rememberLocale } from './locale';

type Messages = Record<string, unknown>;

// Each language is its own chunk: a visitor downloads only the one they read.
const loaders: Record<Lang, () => Promise<{ default: Messages }>> = {
  pt: () => import('../locales/pt.json'),
  en: () => import('../locales/en.json'),
};

// Areas with texts of their own (locales/areas.ts) load with the routes that need them.

const loadedAreas = new Map<Lang, Set<LocaleArea>>();
const wantedAreas = new Set<LocaleArea>();

async function ensureArea(area: LocaleArea, lang: Lang): Promise<void> {
  const loaded = loadedAreas.get(lang) ?? new Set<LocaleArea>();
  if (loaded.has(area)) return;
  const messages = await localeAreas[area][lang]();
  i18next.addResourceBundle(lang, 'translation', { [area]: messages.default }, true, true);
  loaded.add(area);
  loadedAreas.set(lang, loaded);
}

async function ensureLoaded(lang: Lang): Promise<void> {
  if (!i18next.hasResourceBundle(lang, 'translation')) {
    const messages = await loaders[lang]();
    i18next.addResourceBundle(lang, 'translation', messages.default, true, true);
  }
  await Promise.all([...wantedAreas].map((area) => ensureArea(area, lang)));
}

/** Loads an area's texts in the current language (and, from then on, in any language switched to). */
export async function loadLocaleArea(area: LocaleArea): Promise<void> {
  wantedAreas.add(area);
  await ensureArea(area, (i18next.language as Lang | undefined) ?? initialLocale());
}

/** A lazy route whose module needs the texts of `areas` before it renders. */
export function withLocaleAreas<T>(areas: readonly LocaleArea[], load: () => Promise<T>): () => Promise<T> {
  return async () => {
    const [module] = await Promise.all([load(), ...areas.map(loadLocaleArea)]);
    return module;
  };
}

export async function initI18n(): Promise<void> {
  const lang = initialLocale();
  await i18next.use(initReactI18next).init({
    lng: lang,
    fallbackLng: false,
    supportedLngs: [...LANGS],
    resources: {},
    partialBundledLanguages: true,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  await ensureLoaded(lang);
  rememberLocale(lang);
  // init ran before the bundle existed; make react-i18next render with it.
  await i18next.changeLanguage(lang);
}

/** Switches the UI language, remembering it in the i18n_redirected cookie. */
export async function setLocale(lang: Lang): Promise<void> {
  await ensureLoaded(lang);
  rememberLocale(lang);
  if (i18next.language !== lang) await i18next.changeLanguage(lang);
}

export { i18next };
