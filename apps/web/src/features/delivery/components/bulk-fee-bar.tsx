import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { MoneyField } from '../../../components/ui/money-field';
import { useDeliveryT } from '../i18n';

type BulkFeeBarProps = {
  count: number;
  currency: string;
  disabled: boolean;
  onApply: (fee: number) => void;
  onRemove: () => void;
  onClear: () => void;
};

/** What can be done to the selected bairros at once: one fee for all, or out of the list. */
export function BulkFeeBar({ count, currency, disabled, onApply, onRemove, onClear }: BulkFeeBarProps) {
  const dt = useDeliveryT();
  const [fee, setFee] = useState(0);
  return (
    <div className="space-y-2 rounded-lg bg-brand-50 p-3 ring-1 ring-brand-200 ring-inset" role="region" aria-label={dt('bulk.selected', { count })} data-testid="bulk-fee-bar">
      <div className="flex items-center justify-between gap-2">
        <p className="text-sm font-semibold text-brand-900">{dt('bulk.selected', { count })}</p>
        <Button size="sm" variant="ghost" disabled={disabled} onClick={onClear}>
          {dt('bulk.clear')}
        </Button>
      </div>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="flex items-end gap-2">
          <MoneyField label={dt('bulk.fee')} className="w-36" currency={currency} value={fee} disabled={disabled} onChange={setFee} />
          <Button disabled={disabled} onClick={() => onApply(fee)}>
            {dt('bulk.apply')}
          </Button>
        </div>
        <Button variant="secondary" disabled={disabled} onClick={onRemove}>
          {dt('bulk.remove')}
        </Button>
      </div>
    </div>
  );
}
