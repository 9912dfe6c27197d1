import { useId } from 'react';
import { WEEKDAYS, type Weekday } from '@comanda/domain/time/business-time';
import { cn } from '../../../../lib/cn';
import { useOptionsT } from '../../i18n';
import { FieldError } from '../../../../components/ui/field';

type WeekdaysFieldProps = {
  value: readonly Weekday[];
  onChange: (days: Weekday[]) => void;
  error?: string | undefined;
};

/** "Dias da semana": one checkbox per day, sunday first; none ticked means every day. */
export function WeekdaysField({ value, onChange, error }: WeekdaysFieldProps) {
  const ot = useOptionsT();
  const id = useId();
  const toggle = (day: Weekday, on: boolean) => {
    const next = on ? [...value, day] : value.filter((d) => d !== day);
    onChange(WEEKDAYS.filter((d) => next.includes(d)));
  };
  return (
    <fieldset aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}>
      <legend className="text-sm font-medium text-gray-700">{ot('promotions.form.days')}</legend>
      <p id={`${id}-hint`} className="mt-0.5 text-xs text-gray-500">
        {ot('promotions.form.daysHint')}
      </p>
      <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4">
        {WEEKDAYS.map((day) => {
          const checked = value.includes(day);
          return (
            <label
              key={day}
              className={cn(
                'flex cursor-pointer items-center gap-2 rounded-lg px-3 py-2 text-sm ring-1 ring-inset has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500',
                checked ? 'bg-brand-50 text-brand-900 ring-brand-300' : 'bg-white text-gray-700 ring-gray-200 hover:bg-gray-50',
              )}
            >
              <input
                type="checkbox"
                checked={checked}
                onChange={(e) => toggle(day, e.target.checked)}
                className="size-4 rounded border-gray-300 accent-brand-600"
              />
              {ot(`weekdays.long.${day}`)}
            </label>
          );
        })}
      </div>
      {error ? (
        <FieldError id={`${id}-error`} className="mt-1.5">
          {error}
        </FieldError>
      ) : null}
    </fieldset>
  );
}
