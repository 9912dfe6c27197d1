import { Lock } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Business } from '@comanda/domain/business/business-schemas';
import { buttonClasses } from '../../components/ui/button';
import { paths } from '../../lib/paths';

/**
 * Shown instead of a page when the business has can_access false (spec §6): blocked by the platform,
 * or its subscription suspended for an unpaid invoice (then paying it is the way back).
 */
export function BusinessBlocked({ business }: { business: Business }) {
  const { t } = useTranslation();
  const suspended = business.billing_suspended;
  return (
    <div
      className="mx-auto max-w-xl rounded-xl bg-white p-8 text-center shadow-sm ring-1 ring-red-200"
      role="alert"
      data-testid="business-blocked"
    >
      <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-red-50 text-red-600">
        <Lock className="size-7" aria-hidden="true" />
      </span>
      <h1 className="mt-4 text-xl font-bold text-gray-900">{t(suspended ? 'blocked.suspended_title' : 'blocked.title')}</h1>
      <p className="mt-2 text-sm text-gray-600">{t(suspended ? 'blocked.suspended_text' : 'blocked.text', { name: business.name })}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Link to={paths.subscription.to()} className={buttonClasses('primary')}>
          {t(suspended ? 'blocked.pay' : 'blocked.subscription')}
        </Link>
        <Link to={paths.plans.to()} className={buttonClasses('secondary')}>
          {t('blocked.plans')}
        </Link>
      </div>
    </div>
  );
}
