import { useState } from 'react';
import { Copy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { OpeningRange } from '@comanda/domain/business/opening-hours';
import { WEEKDAYS, type Weekday } from '@comanda/domain/time/business-time';
import { Button } from '../../../../components/ui/button';
import { Checkbox } from '../../../../components/ui/checkbox';
import type { PathErrors } from '../../../../lib/form-validation';
import { RangesEditor } from './ranges-editor';

type WeekDayRowProps = {
  day: Weekday;
  dayName: (day: Weekday) => string;
  ranges: readonly OpeningRange[];
  errors: PathErrors;
  disabled: boolean;
  onChange: (ranges: OpeningRange[]) => void;
  onCopy: (targets: Weekday[]) => void;
};

/** One weekday: its ranges, and copying them to the other days the owner ticks. */
export function WeekDayRow({ day, dayName, ranges, errors, disabled, onChange, onCopy }: WeekDayRowProps) {
  const { t } = useTranslation();
  const [copying, setCopying] = useState(false);
  const [targets, setTargets] = useState<Weekday[]>([]);
  const name = dayName(day);
  const others = WEEKDAYS.filter((d) => d !== day);

  return (
    <li role="group" aria-label={name} data-testid={`opening-day-${day}`} className="grid gap-3 py-4 sm:grid-cols-[9rem_1fr_auto]">
      <h3 className="text-sm font-semibold text-gray-900 sm:pt-2">{name}</h3>
      <div className="min-w-0">
        <RangesEditor owner={name} ranges={ranges} path={`week.${day}`} errors={errors} disabled={disabled} onChange={onChange} />
        {copying ? (
          <fieldset className="mt-3 rounded-lg bg-gray-50 p-3">
            <legend className="sr-only">{t('openingHours.copyTitle', { day: name })}</legend>
            <p className="mb-2 text-sm font-medium text-gray-700" aria-hidden="true">
              {t('openingHours.copyTitle', { day: name })}
            </p>
            <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
              {others.map((other) => (
                <Checkbox
                  key={other}
                  label={dayName(other)}
                  checked={targets.includes(other)}
                  onChange={(e) => setTargets((prev) => (e.target.checked ? [...prev, other] : prev.filter((d) => d !== other)))}
                />
              ))}
            </div>
            <div className="mt-3 flex flex-wrap gap-2">
              <Button
                size="sm"
                disabled={targets.length === 0}
                onClick={() => {
                  onCopy(targets);
                  setCopying(false);
                  setTargets([]);
                }}
              >
                {t('openingHours.copyApply')}
              </Button>
              <Button size="sm" variant="ghost" onClick={() => setCopying(false)}>
                {t('common.cancel')}
              </Button>
            </div>
          </fieldset>
        ) : null}
      </div>
      <div>
        <Button
          size="sm"
          variant="secondary"
          icon={<Copy className="size-4" aria-hidden="true" />}
          aria-label={t('openingHours.copyOf', { day: name })}
          aria-expanded={copying}
          disabled={disabled}
          onClick={() => setCopying((open) => !open)}
        >
          {t('openingHours.copy')}
        </Button>
      </div>
    </li>
  );
}
