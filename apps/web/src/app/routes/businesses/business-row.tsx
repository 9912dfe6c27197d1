import { ChevronRight, MapPin } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Business } from '@comanda/domain/business/business-schemas';
import { buttonClasses } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';

type BusinessRowProps = {
  business: Business;
  createdAt: string;
  /** The business the admin is in now. */
  current: boolean;
  onEnter: () => void;
  entering: boolean;
};

/**
 * One business of the platform. Its "Acessar" button enters the business as an admin; the button's
 * click area covers the whole row, so the row opens with a click anywhere or with the keyboard.
 */
export function BusinessRow({ business, createdAt, current, onEnter, entering }: BusinessRowProps) {
  const { t } = useTranslation();
  const plan = business.plan_status.current_plan;
  return (
    <li
      className="relative flex flex-col gap-2 p-4 hover:bg-gray-50 sm:flex-row sm:items-center sm:gap-4"
      data-testid="business-row"
    >
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-semibold text-gray-900">{business.name}</p>
        <p className="mt-0.5 flex flex-wrap items-center gap-1 text-xs text-gray-500">
          <MapPin className="size-3.5" aria-hidden="true" />
          {business.city} - {business.state}
          <span aria-hidden="true">·</span>
          {t('businesses.createdAt', { date: createdAt })}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        {current ? (
          <span className="rounded-full bg-brand-50 px-2.5 py-1 text-xs font-medium text-brand-700">{t('adminBusiness.current')}</span>
        ) : null}
        <span className="rounded-full bg-gray-100 px-2.5 py-1 text-xs font-medium text-gray-700">
          {t(`plans.names.${plan}`, { defaultValue: plan })}
        </span>
        <span
          className={cn(
            'rounded-full px-2.5 py-1 text-xs font-medium',
            business.can_access ? 'bg-emerald-50 text-emerald-700' : 'bg-red-50 text-red-700',
          )}
        >
          {business.can_access ? t('businesses.active') : t('businesses.blocked')}
        </span>
        <button
          type="button"
          onClick={onEnter}
          disabled={entering}
          aria-label={t('adminBusiness.enterLabel', { name: business.name })}
          className={buttonClasses('secondary', 'sm', 'ml-auto after:absolute after:inset-0 sm:ml-0')}
          data-testid="enter-business"
        >
          {t('adminBusiness.enter')}
          <ChevronRight className="size-4" aria-hidden="true" />
        </button>
      </div>
    </li>
  );
}
