import { CopyCheck } from 'lucide-react';
import type { ScheduleBody } from '@comanda/domain/menu/product-schedule';
import { TextField } from '../../../../components/ui/text-field';
import { useProductT } from '../../i18n';
import { crossesMidnight, isAllDay, type ScheduleDraft } from '../lib/schedule-drafts';
import { SwitchField } from '../../../../components/ui/switch-field';
import { FieldError } from '../../../../components/ui/field';

/** Columns of a weekday row from the sm breakpoint on; the editor's column headings use the same. */
export const DAY_ROW_GRID = 'sm:grid-cols-[11rem_minmax(0,9.5rem)_minmax(0,9.5rem)_1fr]';

export type DayErrors = Partial<Record<keyof ScheduleBody, string>>;

type ScheduleDayRowProps = {
  draft: ScheduleDraft;
  dayName: string;
  errors: DayErrors | undefined;
  disabled: boolean;
  onChange: (patch: Partial<ScheduleBody>) => void;
  onCopyToAll: () => void;
};

/** One weekday: offered or not, from when to when; its own errors under its own fields. */
export function ScheduleDayRow({ draft, dayName, errors, disabled, onChange, onCopyToAll }: ScheduleDayRowProps) {
  const pt = useProductT();
  let summary: string;
  if (!draft.is_active) summary = pt('schedule.off');
  else if (isAllDay(draft)) summary = pt('schedule.allDay');
  else if (crossesMidnight(draft)) summary = pt('schedule.overnight', { time: draft.closing_time });
  else summary = '';

  return (
    <li
      role="group"
      aria-label={dayName}
      data-testid={`schedule-${draft.day_of_week}`}
      className={`grid gap-x-4 gap-y-3 py-4 sm:items-start ${DAY_ROW_GRID}`}
    >
      <div className="sm:pt-3">
        <SwitchField
          label={dayName}
          checked={draft.is_active}
          disabled={disabled}
          onChange={(e) => onChange({ is_active: e.target.checked })}
        />
        {errors?.is_active ? (
          <FieldError className="mt-1">{errors.is_active}</FieldError>
        ) : null}
      </div>
      <div className="grid grid-cols-2 gap-3 sm:contents">
        <TextField
          type="time"
          label={<span className="sm:sr-only">{pt('schedule.opening')}</span>}
          aria-label={pt('schedule.openingOf', { day: dayName })}
          value={draft.opening_time}
          disabled={disabled || !draft.is_active}
          error={errors?.opening_time}
          onChange={(e) => onChange({ opening_time: e.target.value })}
        />
        <TextField
          type="time"
          label={<span className="sm:sr-only">{pt('schedule.closing')}</span>}
          aria-label={pt('schedule.closingOf', { day: dayName })}
          value={draft.closing_time}
          disabled={disabled || !draft.is_active}
          error={errors?.closing_time}
          onChange={(e) => onChange({ closing_time: e.target.value })}
        />
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2 sm:justify-end sm:pt-1.5">
        <span className="text-xs text-gray-500">
          {summary}
        </span>
        <button
          type="button"
          className="inline-flex h-9 items-center gap-1.5 rounded-lg px-2.5 text-xs font-medium text-gray-600 hover:bg-gray-100 hover:text-gray-900 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none disabled:opacity-50"
          aria-label={pt('schedule.copyToAllOf', { day: dayName })}
          title={pt('schedule.copyToAllOf', { day: dayName })}
          onClick={onCopyToAll}
          disabled={disabled}
        >
          <CopyCheck className="size-4" aria-hidden="true" />
          <span className="sm:sr-only lg:not-sr-only">{pt('schedule.copyToAll')}</span>
        </button>
      </div>
    </li>
  );
}
