import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MAIN_ID } from './main-landmark';

/**
 * The first Tab stop of a layout with a menu: hidden until focused, it takes keyboard and screen
 * reader users past the menu to the page (WCAG 2.4.1).
 */
export function SkipToContent() {
  const { t } = useTranslation();
  // Focus is moved here rather than by the #fragment, which the router would take for a navigation.
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    document.getElementById(MAIN_ID)?.focus();
  };
  return (
    <a
      href={`#${MAIN_ID}`}
      onClick={skip}
      className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50 focus:rounded-lg focus:bg-white focus:px-4 focus:py-2.5 focus:text-sm focus:font-semibold focus:text-brand-700 focus:shadow-lg focus:ring-2 focus:ring-brand-500 focus:outline-none"
    >
      {t('nav.skipToContent')}
    </a>
  );
}
