import { Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { OpeningException } from '@comanda/domain/business/opening-hours';
import { NEW_RANGE } from '../lib/opening-hours-drafts';
import type { PathErrors } from '../../../../lib/form-validation';
import { SelectField } from '../../../../components/ui/select-field';
import { TextField } from '../../../../components/ui/text-field';
import { RangesEditor } from './ranges-editor';

type ExceptionRowProps = {
  index: number;
  exception: OpeningException;
  errors: PathErrors;
  disabled: boolean;
  onChange: (exception: OpeningException) => void;
  onRemove: () => void;
};

/** A dated exception: the date, closed all day or special hours (then its ranges), and remove. */
export function ExceptionRow({ index, exception, errors, disabled, onChange, onRemove }: ExceptionRowProps) {
  const { t } = useTranslation();
  const path = `exceptions.${index}`;
  const [year, month, day] = exception.date.split('-');
  const shown = year && month && day ? `${day}/${month}/${year}` : t('openingHours.exceptions.newDate');

  return (
    <li role="group" aria-label={shown} data-testid="opening-exception" className="grid gap-3 py-4 sm:grid-cols-[10rem_13rem_1fr]">
      <TextField
        type="date"
        label={t('openingHours.exceptions.date')}
        value={exception.date}
        disabled={disabled}
        required
        error={errors[`${path}.date`]}
        onChange={(e) => onChange({ ...exception, date: e.target.value })}
      />
      <SelectField
        label={t('openingHours.exceptions.kind')}
        value={exception.closed ? 'closed' : 'special'}
        disabled={disabled}
        options={[
          { value: 'closed', label: t('openingHours.exceptions.closed') },
          { value: 'special', label: t('openingHours.exceptions.special') },
        ]}
        onChange={(e) => {
          const closed = e.target.value === 'closed';
          onChange({ ...exception, closed, ranges: closed ? [] : exception.ranges.length > 0 ? exception.ranges : [{ ...NEW_RANGE }] });
        }}
      />
      <div className="flex justify-end sm:pt-6">
        <button
          type="button"
          className="inline-flex h-9 items-center gap-1.5 rounded-lg px-2.5 text-sm font-medium text-gray-600 hover:bg-red-50 hover:text-red-700 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none disabled:opacity-50"
          aria-label={t('openingHours.exceptions.removeOf', { date: shown })}
          disabled={disabled}
          onClick={onRemove}
        >
          <Trash2 className="size-4" aria-hidden="true" />
          <span>{t('openingHours.exceptions.remove')}</span>
        </button>
      </div>
      {exception.closed ? null : (
        <div className="min-w-0 sm:col-span-3">
          <RangesEditor owner={shown} ranges={exception.ranges} path={`${path}.ranges`} errors={errors} disabled={disabled} onChange={(ranges) => onChange({ ...exception, ranges })} />
        </div>
      )}
    </li>
  );
}
