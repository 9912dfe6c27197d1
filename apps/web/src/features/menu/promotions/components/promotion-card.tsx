import { CalendarDays, CalendarRange, Pencil, Trash2 } from 'lucide-react';
import type { PromotionResource } from '@comanda/domain/menu/product-pricing';
import { Spinner } from '../../../../components/ui/spinner';
import { cn } from '../../../../lib/cn';
import { notifyApiError } from '../../../../lib/form-errors';
import { formatMoney } from '../../../../lib/format';
import { getIntlLocale } from '../../../../lib/locale';
import { notify } from '../../../../lib/toast';
import { useFeatureGate } from '../../../../lib/feature-gate';
import { useTogglePromotion } from '../api/toggle-promotion';
import { useOptionsT, type OptionsT } from '../../i18n';
import { formatDay, formatDiscount, promotionStatus, sortWeekdays, type PromotionStatus } from '../lib/promotion-text';
import { Switch } from '../../../../components/ui/switch';

type PromotionCardProps = {
  productId: number;
  promotion: PromotionResource;
  today: string;
  onEdit: (promotion: PromotionResource) => void;
  onDelete: (promotion: PromotionResource) => void;
};

const iconButton =
  'inline-flex size-9 items-center justify-center rounded-lg text-gray-500 transition-colors hover:bg-gray-100 hover:text-gray-800 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none';

const STATUS_TONES: Record<PromotionStatus, string> = {
  running: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  off: 'bg-gray-100 text-gray-700 ring-gray-200',
  scheduled: 'bg-sky-50 text-sky-800 ring-sky-200',
  ended: 'bg-gray-100 text-gray-500 ring-gray-200',
  notToday: 'bg-amber-50 text-amber-800 ring-amber-200',
};

/** "15% de desconto": how a promotion is named in labels and titles. */
export function promotionName(ot: OptionsT, promotion: Pick<PromotionResource, 'type' | 'discount_value'>): string {
  return ot('promotions.card.name', { value: formatDiscount(promotion, getIntlLocale()) });
}

function periodText(ot: OptionsT, { start_date, end_date }: Pick<PromotionResource, 'start_date' | 'end_date'>): string {
  const locale = getIntlLocale();
  if (start_date && end_date) return ot('promotions.period.range', { start: formatDay(start_date, locale), end: formatDay(end_date, locale) });
  if (start_date) return ot('promotions.period.from', { start: formatDay(start_date, locale) });
  if (end_date) return ot('promotions.period.until', { end: formatDay(end_date, locale) });
  return ot('promotions.period.always');
}

/** One promotion: discount, state today, price under it, period and weekdays; on/off, edit, delete. */
export function PromotionCard({ productId, promotion, today, onEdit, onDelete }: PromotionCardProps) {
  const ot = useOptionsT();
  const toggle = useTogglePromotion(productId);
  // Switching one on needs the plan feature; switching off never does (the API says the same).
  const promotionGate = useFeatureGate('product_promotion');
  const name = promotionName(ot, promotion);
  const status = promotionStatus(promotion, today);
  const days = sortWeekdays(promotion.days_of_week);

  const switchIt = () => {
    if (toggle.isPending) return;
    if (!promotion.active && !promotionGate.allowed) return promotionGate.prompt();
    toggle.mutate(promotion.id, {
      onSuccess: (saved) => notify.success({ title: ot(saved.active ? 'promotions.card.onToast' : 'promotions.card.offToast', { name }) }),
      onError: notifyApiError,
    });
  };

  return (
    <li
      className={cn('rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200 sm:p-5', !promotion.active && 'bg-gray-50')}
      data-testid="promotion"
      aria-busy={toggle.isPending || undefined}
    >
      <div className="flex items-start gap-3">
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <h3 className={cn('text-base font-semibold', promotion.active ? 'text-gray-900' : 'text-gray-500')}>{name}</h3>
            <span className={cn('inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset', STATUS_TONES[status])}>
              {ot(`promotions.status.${status}`)}
            </span>
          </div>
          <p className="mt-1 text-sm text-gray-700">
            {ot('promotions.card.price')} <span className="font-semibold text-emerald-700 tabular-nums">{formatMoney(promotion.promotional_price)}</span>
          </p>
        </div>
        <div className="flex shrink-0 items-center gap-0.5">
          {toggle.isPending ? <Spinner className="mr-1 size-4 text-brand-600" /> : null}
          <button type="button" className={iconButton} aria-label={ot('promotions.card.edit', { name })} title={ot('promotions.card.edit', { name })} onClick={() => onEdit(promotion)}>
            <Pencil className="size-4" aria-hidden="true" />
          </button>
          <button
            type="button"
            className={cn(iconButton, 'hover:bg-red-50 hover:text-red-700')}
            aria-label={ot('promotions.card.delete', { name })}
            title={ot('promotions.card.delete', { name })}
            onClick={() => onDelete(promotion)}
          >
            <Trash2 className="size-4" aria-hidden="true" />
          </button>
        </div>
      </div>
      <div className="mt-3 flex flex-col gap-3 border-t border-gray-100 pt-3 sm:flex-row sm:items-center sm:justify-between">
        <dl className="flex flex-col gap-1.5 text-sm text-gray-600 sm:flex-row sm:flex-wrap sm:gap-x-5">
          <div className="flex items-center gap-1.5">
            <dt>
              <CalendarRange className="size-4 text-gray-400" aria-hidden="true" />
              <span className="sr-only">{ot('promotions.card.period')}</span>
            </dt>
            <dd>{periodText(ot, promotion)}</dd>
          </div>
          <div className="flex items-center gap-1.5">
            <dt>
              <CalendarDays className="size-4 text-gray-400" aria-hidden="true" />
              <span className="sr-only">{ot('promotions.card.days')}</span>
            </dt>
            <dd>{days.length === 0 || days.length === 7 ? ot('promotions.card.everyDay') : days.map((d) => ot(days.length <= 2 ? `weekdays.long.${d}` : `weekdays.short.${d}`)).join(', ')}</dd>
          </div>
        </dl>
        <label className="flex shrink-0 items-center gap-2 self-start text-sm font-medium text-gray-700 sm:self-auto">
          <Switch checked={promotion.active} onChange={switchIt} label={ot('promotions.card.activeLabel', { name })} disabled={toggle.isPending} />
          <span aria-hidden="true">{ot(promotion.active ? 'promotions.card.on' : 'promotions.card.off')}</span>
        </label>
      </div>
    </li>
  );
}
