import { storefrontText, type StorefrontTextKey } from '@comanda/domain/storefront/storefront-texts';
import type { Lang } from '@comanda/domain/validation/lang';

/** The page's words in its language (the server chose it and wrote it into the page's data). */
export type Tx = (key: StorefrontTextKey, params?: Record<string, string | number>) => string;

export const textsFor = (lang: Lang): Tx => (key, params) => storefrontText(lang, key, params);
