import { MapPin } from 'lucide-react';
import { EmptyState } from '../../../components/ui/empty-state';
import { formatMoney } from '../../../lib/format';
import type { AreaDraft } from '../lib/delivery-draft';
import { useDeliveryT } from '../i18n';
import { DistrictRow, ROW_GRID } from './district-row';

type DistrictListProps = {
  areas: readonly AreaDraft[];
  currency: string;
  selected: ReadonlySet<number>;
  errors: Record<number, Record<string, string>>;
  disabled: boolean;
  onSelect: (selected: ReadonlySet<number>) => void;
  onChange: (districtId: number, patch: Partial<AreaDraft>) => void;
  onRemove: (districtId: number) => void;
};

/** The bairros served, with a select-all box over their column headings. */
export function DistrictList({ areas, currency, selected, errors, disabled, onSelect, onChange, onRemove }: DistrictListProps) {
  const dt = useDeliveryT();
  if (areas.length === 0) return <EmptyState icon={MapPin} title={dt('table.empty')} description={dt('table.emptyText')} />;
  const all = areas.every((a) => selected.has(a.district_id));
  const toggle = (id: number, on: boolean) => {
    const next = new Set(selected);
    if (on) next.add(id);
    else next.delete(id);
    onSelect(next);
  };
  return (
    <>
      <div className={`mt-3 grid grid-cols-[1.5rem_1fr] items-center gap-x-3 border-b border-gray-100 pb-2 text-xs font-medium tracking-wide text-gray-500 uppercase ${ROW_GRID}`}>
        <input
          type="checkbox"
          className="size-4 rounded border-gray-300 accent-brand-600"
          aria-label={dt('table.selectAll')}
          checked={all}
          disabled={disabled}
          onChange={(e) => onSelect(e.target.checked ? new Set(areas.map((a) => a.district_id)) : new Set())}
        />
        {/* Headings for sighted users on wide screens; every field carries its own name. */}
        <span aria-hidden="true">{dt('table.district')}</span>
        <span className="hidden md:block" aria-hidden="true">{dt('table.fee')}</span>
        <span className="hidden md:block" aria-hidden="true">{dt('table.time')}</span>
        <span className="hidden md:block" aria-hidden="true">{dt('table.minimum')}</span>
        <span className="hidden md:block" aria-hidden="true">{dt('table.freeFrom')}</span>
      </div>
      <ul className="divide-y divide-gray-100">
        {areas.map((area) => (
          <DistrictRow
            key={area.district_id}
            area={area}
            currency={currency}
            selected={selected.has(area.district_id)}
            errors={errors[area.district_id]}
            disabled={disabled}
            onSelect={(on) => toggle(area.district_id, on)}
            onChange={(patch) => onChange(area.district_id, patch)}
            onRemove={() => onRemove(area.district_id)}
          />
        ))}
      </ul>
      <p className="mt-1 text-xs text-gray-500">{dt('table.freeFromHint', { zero: formatMoney(0, currency) })}</p>
    </>
  );
}
