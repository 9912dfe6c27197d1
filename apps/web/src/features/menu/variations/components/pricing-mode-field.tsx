import { useId } from 'react';
import { VARIATION_PRICING_MODES, type VariationPricingMode } from '@comanda/domain/menu/variation';
import { cn } from '../../../../lib/cn';
import { useOptionsT } from '../../i18n';
import { pricingModeHint } from '../lib/pricing-mode-hint';
import { FieldError } from '../../../../components/ui/field';

type PricingModeFieldProps = {
  value: VariationPricingMode;
  onChange: (mode: VariationPricingMode) => void;
  error?: string | undefined;
};

/** How the chosen options are charged, as three explained choices (radio buttons). */
export function PricingModeField({ value, onChange, error }: PricingModeFieldProps) {
  const ot = useOptionsT();
  const id = useId();
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="text-sm font-medium text-gray-700">{ot('mode.legend')}</legend>
      <div className="mt-2 space-y-2">
        {VARIATION_PRICING_MODES.map((mode) => (
          <label
            key={mode}
            className={cn(
              'flex cursor-pointer gap-3 rounded-lg p-3 ring-1 transition-colors ring-inset has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500',
              value === mode ? 'bg-brand-50 ring-brand-300' : 'bg-white ring-gray-200 hover:bg-gray-50',
            )}
          >
            <input
              type="radio"
              name={`${id}-mode`}
              value={mode}
              checked={value === mode}
              onChange={() => onChange(mode)}
              aria-labelledby={`${id}-${mode}-title`}
              aria-describedby={`${id}-${mode}-hint`}
              className="mt-0.5 size-4 shrink-0 accent-brand-600"
            />
            <span className="min-w-0">
              <span id={`${id}-${mode}-title`} className="block text-sm font-medium text-gray-900">
                {ot(`mode.${mode}`)}
              </span>
              <span id={`${id}-${mode}-hint`} className="mt-0.5 block text-xs text-gray-500">
                {pricingModeHint(ot, mode)}
              </span>
            </span>
          </label>
        ))}
      </div>
      {error ? (
        <FieldError id={`${id}-error`} className="mt-1.5">
          {error}
        </FieldError>
      ) : null}
    </fieldset>
  );
}
