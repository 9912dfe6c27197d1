import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGS, type Lang } from '@comanda/domain/validation/lang';
import { initialLocale, rememberLocale } from './locale';

type Messages = Record<string, unknown>;

// Each language is its own chunk: a visitor downloads only the one they read.
const loaders: Record<Lang, () => Promise<{ default: Messages }>> = {
  pt: () => import('../locales/pt.json'),
  en: () => import('../locales/en.json'),
};

async function ensureLoaded(lang: Lang): Promise<void> {
  if (i18next.hasResourceBundle(lang, 'translation')) return;
  const messages = await loaders[lang]();
  i18next.addResourceBundle(lang, 'translation', messages.default, true, true);
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
