import type { LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../components/ui/coming-soon';
import { PageHeader } from '../../components/ui/page-header';
import type pt from '../../locales/pt.json';

type Pages = typeof pt.pages;
/** Pages with the full set of texts (areas with tabs only have a title and description). */
export type FeaturePageKey = { [K in keyof Pages]: Pages[K] extends { soon: string } ? K : never }[keyof Pages];

type FeaturePageProps = {
  page: FeaturePageKey;
  icon: LucideIcon;
  /** 'section' inside a tabbed layout that already shows the page title. */
  variant?: 'page' | 'section';
  values?: Record<string, string | number>;
};

/**
 * A page of a feature that is not built yet: its title, and "Em breve" with one line of what it
 * will do. Nothing to click: until the feature exists its page asks for nothing (issue 13, 14).
 */
export function FeaturePage({ page, icon, variant = 'page', values }: FeaturePageProps) {
  const { t } = useTranslation();
  return (
    <div data-testid={`page-${page}`}>
      {variant === 'page' ? (
        <PageHeader title={t(`pages.${page}.title`, values)} description={t(`pages.${page}.description`, values)} />
      ) : (
        <h2 className="sr-only">{t(`pages.${page}.title`, values)}</h2>
      )}
      <ComingSoon icon={icon}>{t(`pages.${page}.soon`, values)}</ComingSoon>
    </div>
  );
}
