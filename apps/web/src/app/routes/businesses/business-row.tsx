import { MapPin } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Business } from '@comanda/domain/business/business-schemas';
import { cn } from '../../../lib/cn';

export function BusinessRow({ business, createdAt }: { business: Business; createdAt: string }) {
  const { t } = useTranslation();
  const plan = business.plan_status.current_plan;
  return (
    <li className="flex flex-col gap-2 p-4 sm:flex-row sm:items-center sm:gap-4" data-testid="business-row">
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-semibold text-gray-900">{business.name}</p>
        <p className="mt-0.5 flex items-center gap-1 text-xs text-gray-500">
          <MapPin className="size-3.5" aria-hidden="true" />
          {business.city} - {business.state}
          <span aria-hidden="true">·</span>
          {t('businesses.createdAt', { date: createdAt })}
        </p>
      </div>
      <div className="flex items-center gap-2">
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
      </div>
    </li>
  );
}
