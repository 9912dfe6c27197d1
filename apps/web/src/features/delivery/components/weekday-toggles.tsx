import { WEEKDAYS, WEEKDAY_LABELS, type Weekday } from '@comanda/domain/time/business-time';
import { toLang } from '@comanda/domain/validation/lang';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn';
import { useDeliveryT, type DeliveryKey } from '../i18n';

type WeekdayTogglesProps = {
  label: string;
  value: readonly Weekday[];
  onChange: (days: Weekday[]) => void;
  disabled?: boolean;
  invalid?: boolean;
};

/** Seven on/off buttons, Sunday first as the spec lists them; each one says its day in full. */
export function WeekdayToggles({ label, value, onChange, disabled, invalid }: WeekdayTogglesProps) {
  const dt = useDeliveryT();
  const { i18n } = useTranslation();
  const names = WEEKDAY_LABELS[toLang(i18n.language)];
  return (
    <div role="group" aria-label={label} className="flex flex-wrap gap-1">
      {WEEKDAYS.map((day) => {
        const on = value.includes(day);
        return (
          <button
            key={day}
            type="button"
            aria-pressed={on}
            aria-label={names[day]}
            title={names[day]}
            disabled={disabled}
            onClick={() => onChange(on ? value.filter((d) => d !== day) : WEEKDAYS.filter((d) => d === day || value.includes(d)))}
            className={cn(
              'h-8 min-w-10 rounded-md px-1.5 text-xs font-semibold ring-1 transition-colors ring-inset focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none disabled:opacity-50',
              on ? 'bg-brand-100 text-brand-800 ring-brand-300 hover:bg-brand-200' : 'bg-white text-gray-400 line-through ring-gray-200 hover:bg-gray-50',
              invalid && !on && 'ring-red-400',
            )}
          >
            {dt(`weekdays.${day}` as DeliveryKey)}
          </button>
        );
      })}
    </div>
  );
}
