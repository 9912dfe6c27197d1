import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/ui/empty-state';
import { PageHeader } from '../../components/ui/page-header';
import type pt from '../../locales/pt.json';

type Pages = typeof pt.pages;
/** Pages with the full set of texts (areas with tabs only have a title and description). */
export type FeaturePageKey = { [K in keyof Pages]: Pages[K] extends { emptyTitle: string } ? K : never }[keyof Pages];

type FeaturePageProps = {
  page: FeaturePageKey;
  icon: LucideIcon;
  action?: ReactNode;
  /** 'section' inside a tabbed layout that already shows the page title. */
  variant?: 'page' | 'section';
  values?: Record<string, string | number>;
};

/**
 * A page whose data does not exist yet for this business: its title, what it will hold, and an
 * empty state saying there is nothing yet.
 */
export function FeaturePage({ page, icon, action, variant = 'page', values }: FeaturePageProps) {
  const { t } = useTranslation();
  return (
    <div data-testid={`page-${page}`}>
      {variant === 'page' ? (
        <PageHeader title={t(`pages.${page}.title`, values)} description={t(`pages.${page}.description`, values)} />
      ) : (
        <h2 className="sr-only">{t(`pages.${page}.title`, values)}</h2>
      )}
      <EmptyState
        icon={icon}
        title={t(`pages.${page}.emptyTitle`, values)}
        description={t(`pages.${page}.emptyText`, values)}
        action={action}
      />
    </div>
  );
}
