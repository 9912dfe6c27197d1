import { Trash2 } from 'lucide-react';
import { DELIVERY_TIME_MAX_MINUTES } from '@comanda/domain/delivery/district-delivery';
import { FieldError } from '../../../components/ui/field';
import { MoneyField } from '../../../components/ui/money-field';
import { TextField } from '../../../components/ui/text-field';
import type { AreaDraft } from '../lib/delivery-draft';
import { useDeliveryT } from '../i18n';
import { WeekdayToggles } from './weekday-toggles';

/** Columns of a row's first line from the md breakpoint on; the table's headings use the same. */
export const ROW_GRID = 'md:grid-cols-[1.5rem_minmax(8rem,1fr)_8rem_5.5rem_8rem_8rem_2.5rem]';

type DistrictRowProps = {
  area: AreaDraft;
  currency: string;
  selected: boolean;
  errors: Record<string, string> | undefined;
  disabled: boolean;
  onSelect: (selected: boolean) => void;
  onChange: (patch: Partial<AreaDraft>) => void;
  onRemove: () => void;
};

/**
 * One bairro and its terms. On a phone the fields stack under the bairro's name with their labels;
 * from md on they line up under the table's headings, each still named for screen readers.
 */
export function DistrictRow({ area, currency, selected, errors, disabled, onSelect, onChange, onRemove }: DistrictRowProps) {
  const dt = useDeliveryT();
  const name = area.district_name;
  const column = (text: string) => <span className="md:sr-only">{text}</span>;
  return (
    <li role="group" aria-label={name} data-testid={`district-${area.district_id}`} className="py-4">
      <div className={`grid grid-cols-[1.5rem_minmax(0,1fr)_2.5rem] items-start gap-x-3 gap-y-3 ${ROW_GRID}`}>
        <input
          type="checkbox"
          className="mt-3 size-4 rounded border-gray-300 accent-brand-600"
          aria-label={dt('table.select', { name })}
          checked={selected}
          disabled={disabled}
          onChange={(e) => onSelect(e.target.checked)}
        />
        <div className="min-w-0 pt-2">
          <p className="truncate text-sm font-semibold text-gray-900">{name}</p>
          <p className="truncate text-xs text-gray-500">
            {area.city_name} - {area.state_uf}
          </p>
          {errors?.['district_id'] ? <FieldError className="mt-1">{errors['district_id']}</FieldError> : null}
        </div>
        <div className="col-span-3 grid grid-cols-2 gap-3 md:contents">
          <MoneyField
            label={column(dt('table.fee'))}
            aria-label={dt('table.feeOf', { name })}
            currency={currency}
            value={area.delivery_fee}
            disabled={disabled}
            error={errors?.['delivery_fee']}
            onChange={(cents) => onChange({ delivery_fee: cents })}
          />
          <TextField
            label={column(dt('table.time'))}
            aria-label={dt('table.timeOf', { name })}
            type="number"
            inputMode="numeric"
            min={1}
            max={DELIVERY_TIME_MAX_MINUTES}
            value={area.delivery_time ?? ''}
            disabled={disabled}
            error={errors?.['delivery_time']}
            onChange={(e) => onChange({ delivery_time: e.target.value === '' ? null : Math.trunc(Number(e.target.value)) })}
          />
          <MoneyField
            label={column(dt('table.minimum'))}
            aria-label={dt('table.minimumOf', { name })}
            currency={currency}
            value={area.minimum_order}
            disabled={disabled}
            error={errors?.['minimum_order']}
            onChange={(cents) => onChange({ minimum_order: cents })}
          />
          <MoneyField
            label={column(dt('table.freeFrom'))}
            aria-label={dt('table.freeFromOf', { name })}
            currency={currency}
            value={area.free_delivery_from ?? 0}
            disabled={disabled}
            error={errors?.['free_delivery_from']}
            onChange={(cents) => onChange({ free_delivery_from: cents || null })}
          />
        </div>
        <button
          type="button"
          className="col-start-3 row-start-1 mt-1 inline-flex size-9 items-center justify-center rounded-lg text-gray-500 hover:bg-red-50 hover:text-red-600 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none disabled:opacity-50 md:col-start-auto md:row-start-auto"
          aria-label={dt('table.remove', { name })}
          title={dt('table.remove', { name })}
          disabled={disabled}
          onClick={onRemove}
        >
          <Trash2 className="size-4" aria-hidden="true" />
        </button>
      </div>
      <div className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-1.5 md:pl-9">
        <span className="text-xs font-medium text-gray-500">{dt('table.days')}</span>
        <WeekdayToggles
          label={dt('table.daysOf', { name })}
          value={area.days_of_week}
          disabled={disabled}
          invalid={Boolean(errors?.['days_of_week'])}
          onChange={(days) => onChange({ days_of_week: days })}
        />
        {errors?.['days_of_week'] ? <FieldError className="w-full">{errors['days_of_week']}</FieldError> : null}
      </div>
    </li>
  );
}
