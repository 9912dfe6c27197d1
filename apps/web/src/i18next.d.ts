import 'i18next';
import type pt from './locales/pt.json';

// Keys are checked against the Portuguese file (the default language); a test keeps en.json in step.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof pt };
    returnNull: false;
  }
}
