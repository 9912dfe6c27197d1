import { useId } from 'react';
import { CARD_FEE_MAX_FIXED_CENTAVOS, cardFeeFor } from '@comanda/domain/business/card-fee';
import { Card } from '../../../components/ui/card';
import { MoneyField } from '../../../components/ui/money-field';
import { SwitchField } from '../../../components/ui/switch-field';
import { TextField } from '../../../components/ui/text-field';
import type { PathErrors } from '../../../lib/form-validation';
import { formatMoney } from '../../../lib/format';
import { usePaymentsT } from '../i18n';
import { draftCardFee, type FeeKind, type PaymentDraft } from '../lib/payment-draft';

type CardFeeCardProps = {
  draft: PaymentDraft;
  currency: string;
  errors: PathErrors;
  disabled: boolean;
  onChange: (patch: Partial<Pick<PaymentDraft, 'feeKind' | 'percentText' | 'fixedCentavos' | 'passedToCustomer'>>) => void;
};

/** The example order the fee is shown on. */
const EXAMPLE_ORDER = 100_00;

/** None, a percentage ("3,5") or a fixed amount ("R$ 1,50"), and whether the customer pays it. */
export function CardFeeCard({ draft, currency, errors, disabled, onChange }: CardFeeCardProps) {
  const pt = usePaymentsT();
  const name = useId();
  const fee = draftCardFee(draft);
  const kinds: { kind: FeeKind; label: string; hint: string }[] = [
    { kind: 'none', label: pt('fee.none'), hint: pt('fee.noneHint') },
    { kind: 'percentage', label: pt('fee.percentage'), hint: pt('fee.percentageHint') },
    { kind: 'fixed', label: pt('fee.fixed'), hint: pt('fee.fixedHint', { amount: formatMoney(1_50, currency) }) },
  ];
  const example = { order: formatMoney(EXAMPLE_ORDER, currency), fee: formatMoney(cardFeeFor(EXAMPLE_ORDER, fee), currency) };

  return (
    <Card title={pt('fee.title')} description={pt('fee.description')}>
      <fieldset className="grid gap-3 sm:grid-cols-3">
        <legend className="sr-only">{pt('fee.kind')}</legend>
        {kinds.map(({ kind, label, hint }) => (
          <label
            key={kind}
            className="flex cursor-pointer items-start gap-3 rounded-lg p-3 ring-1 ring-gray-200 ring-inset has-[:checked]:bg-brand-50 has-[:checked]:ring-brand-300"
          >
            <input
              type="radio"
              name={name}
              className="mt-0.5 size-4 accent-brand-600"
              checked={draft.feeKind === kind}
              disabled={disabled}
              onChange={() => onChange({ feeKind: kind })}
            />
            <span>
              <span className="block text-sm font-medium text-gray-900">{label}</span>
              <span className="block text-xs text-gray-500">{hint}</span>
            </span>
          </label>
        ))}
      </fieldset>

      {draft.feeKind === 'none' ? null : (
        <div className="mt-4 space-y-4">
          {draft.feeKind === 'percentage' ? (
            <TextField
              label={pt('fee.percentValue')}
              className="sm:max-w-48"
              value={draft.percentText}
              placeholder="3,5"
              inputMode="decimal"
              autoComplete="off"
              error={errors['value']}
              disabled={disabled}
              onChange={(event) => onChange({ percentText: event.target.value })}
            />
          ) : (
            <MoneyField
              label={pt('fee.fixedValue')}
              className="sm:max-w-48"
              currency={currency}
              value={draft.fixedCentavos}
              maxCents={CARD_FEE_MAX_FIXED_CENTAVOS}
              error={errors['value']}
              disabled={disabled}
              onChange={(cents) => onChange({ fixedCentavos: cents })}
            />
          )}
          <SwitchField
            label={pt('fee.passed')}
            hint={pt('fee.passedHint')}
            checked={draft.passedToCustomer}
            disabled={disabled}
            onChange={(event) => onChange({ passedToCustomer: event.target.checked })}
          />
          {fee ? (
            <p className="rounded-lg bg-gray-50 px-3 py-2 text-sm text-gray-700" data-testid="card-fee-example">
              {pt(draft.passedToCustomer ? 'fee.examplePassed' : 'fee.exampleKept', example)}
            </p>
          ) : null}
        </div>
      )}
    </Card>
  );
}
