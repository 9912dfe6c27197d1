import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { StatePanel } from './empty-state';

/**
 * A feature that is not built yet: it says so, and in one line what it will do. It takes no action
 * on purpose (issue 13, 14): a page must not ask for something the product cannot do yet.
 */
export function ComingSoon({ icon, children }: { icon: LucideIcon; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <StatePanel icon={icon} testId="coming-soon">
      <p className="mt-4 rounded-full bg-amber-50 px-3 py-1 text-sm font-semibold text-amber-800 ring-1 ring-amber-200 ring-inset">
        {t('comingSoon.badge')}
      </p>
      <p className="mt-3 max-w-md text-sm text-gray-600">{children}</p>
    </StatePanel>
  );
}
