import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/**
 * A feature that is not built yet: it says so, and in one line what it will do. It takes no action
 * on purpose (issue 13, 14): a page must not ask for something the product cannot do yet.
 */
export function ComingSoon({ icon: Icon, children }: { icon: LucideIcon; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div
      className="flex flex-col items-center justify-center rounded-xl border border-dashed border-gray-300 bg-white px-6 py-14 text-center"
      data-testid="coming-soon"
    >
      <span className="flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-600">
        <Icon className="size-7" aria-hidden="true" />
      </span>
      <p className="mt-4 rounded-full bg-amber-50 px-3 py-1 text-sm font-semibold text-amber-800 ring-1 ring-amber-200 ring-inset">
        {t('comingSoon.badge')}
      </p>
      <p className="mt-3 max-w-md text-sm text-gray-600">{children}</p>
    </div>
  );
}
