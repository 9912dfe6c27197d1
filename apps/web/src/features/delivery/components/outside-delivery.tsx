import { useId } from 'react';
import { Card } from '../../../components/ui/card';
import { MoneyField } from '../../../components/ui/money-field';
import { useDeliveryT } from '../i18n';

type OutsideDeliveryProps = {
  deliversOutside: boolean;
  fee: number;
  currency: string;
  feeError: string | undefined;
  disabled: boolean;
  onChange: (patch: { delivers_outside?: boolean; delivery_fee?: number }) => void;
};

/** An address whose bairro is not listed: the business's default fee, or no delivery at all. */
export function OutsideDelivery({ deliversOutside, fee, currency, feeError, disabled, onChange }: OutsideDeliveryProps) {
  const dt = useDeliveryT();
  const name = useId();
  const option = (value: boolean, label: string, hint: string) => (
    <label className="flex cursor-pointer items-start gap-3 rounded-lg p-3 ring-1 ring-gray-200 ring-inset has-[:checked]:bg-brand-50 has-[:checked]:ring-brand-300">
      <input
        type="radio"
        name={name}
        className="mt-0.5 size-4 accent-brand-600"
        checked={deliversOutside === value}
        disabled={disabled}
        onChange={() => onChange({ delivers_outside: value })}
      />
      <span>
        <span className="block text-sm font-medium text-gray-900">{label}</span>
        <span className="block text-xs text-gray-500">{hint}</span>
      </span>
    </label>
  );
  return (
    <Card title={dt('outside.title')} description={dt('outside.text')}>
      <fieldset className="grid gap-3 sm:grid-cols-2">
        <legend className="sr-only">{dt('outside.title')}</legend>
        <div className="space-y-3">
          {option(true, dt('outside.charge'), dt('outside.chargeHint'))}
          {deliversOutside ? (
            <MoneyField
              label={dt('outside.fee')}
              className="sm:max-w-48"
              currency={currency}
              value={fee}
              disabled={disabled}
              error={feeError}
              onChange={(cents) => onChange({ delivery_fee: cents })}
            />
          ) : null}
        </div>
        <div>{option(false, dt('outside.none'), dt('outside.noneHint'))}</div>
      </fieldset>
    </Card>
  );
}
