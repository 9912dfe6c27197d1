import { Plus, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { OpeningRange } from '@comanda/domain/business/opening-hours';
import { Button } from '../../../../components/ui/button';
import { TextField } from '../../../../components/ui/text-field';
import { NEW_RANGE, crossesMidnight } from '../lib/opening-hours-drafts';
import type { PathErrors } from '../../../../lib/form-validation';

type RangesEditorProps = {
  /** Whose ranges, for the inputs' names: "Sábado", "25/12/2026". */
  owner: string;
  ranges: readonly OpeningRange[];
  /** Path of this list in the document ('week.saturday', 'exceptions.0.ranges'), to find its errors. */
  path: string;
  errors: PathErrors;
  disabled: boolean;
  onChange: (ranges: OpeningRange[]) => void;
};

/** The ranges of one day: each with its opening and closing time and a remove button; add one more. */
export function RangesEditor({ owner, ranges, path, errors, disabled, onChange }: RangesEditorProps) {
  const { t } = useTranslation();
  const set = (index: number, patch: Partial<OpeningRange>) => onChange(ranges.map((r, i) => (i === index ? { ...r, ...patch } : r)));
  const listError = errors[path];

  return (
    <div className="space-y-2">
      {ranges.length === 0 ? <p className="py-2 text-sm text-gray-500">{t('openingHours.closedDay')}</p> : null}
      {ranges.map((range, index) => {
        const n = index + 1;
        return (
          <div key={index} data-testid="opening-range">
            <div className="flex items-start gap-2">
              <div className="grid min-w-0 flex-1 grid-cols-2 gap-3 sm:w-80 sm:flex-none">
                <TextField
                  type="time"
                  label={t('openingHours.opening')}
                  aria-label={t('openingHours.openingOf', { owner, n })}
                  value={range.opening_time}
                  disabled={disabled}
                  error={errors[`${path}.${index}.opening_time`]}
                  onChange={(e) => set(index, { opening_time: e.target.value })}
                />
                <TextField
                  type="time"
                  label={t('openingHours.closing')}
                  aria-label={t('openingHours.closingOf', { owner, n })}
                  value={range.closing_time}
                  disabled={disabled}
                  error={errors[`${path}.${index}.closing_time`]}
                  onChange={(e) => set(index, { closing_time: e.target.value })}
                />
              </div>
              <div className="pt-7">
                <button
                  type="button"
                  className="inline-flex size-9 items-center justify-center rounded-lg text-gray-500 hover:bg-gray-100 hover:text-red-700 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none disabled:opacity-50"
                  aria-label={t('openingHours.removeRangeOf', { owner, n })}
                  title={t('openingHours.removeRange')}
                  disabled={disabled}
                  onClick={() => onChange(ranges.filter((_, i) => i !== index))}
                >
                  <X className="size-4" aria-hidden="true" />
                </button>
              </div>
            </div>
            {crossesMidnight(range) ? <p className="mt-1 text-xs text-gray-500">{t('openingHours.nextDay', { time: range.closing_time })}</p> : null}
          </div>
        );
      })}
      {listError ? <p className="text-sm text-red-700">{listError}</p> : null}
      <Button
        size="sm"
        variant="ghost"
        icon={<Plus className="size-4" aria-hidden="true" />}
        aria-label={t('openingHours.addRangeOf', { owner })}
        disabled={disabled}
        onClick={() => onChange([...ranges, { ...NEW_RANGE }])}
      >
        {t('openingHours.addRange')}
      </Button>
    </div>
  );
}
