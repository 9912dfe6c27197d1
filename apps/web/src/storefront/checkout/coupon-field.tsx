/** @jsxImportSource preact */
import { useState } from 'preact/hooks';
import { formatMoney } from '@comanda/domain/money/money';
import type { Tx } from '../texts';

/**
 * The coupon: typed, then "Aplicar" asks the server's quote; once it takes the coupon its discount
 * shows ("Cupom BEMVINDO: − R$ 5,00"), a refusal shows the server's reason under the field.
 */
export function CouponField({ tx, lang, applied, discount, error, onApply }: { tx: Tx; lang: 'pt' | 'en'; applied: string | null; discount: number | null; error: string | null; onApply: (code: string | null) => void }) {
  const [typed, setTyped] = useState(applied ?? '');
  if (applied && discount !== null && !error) {
    return (
      <p class="coupon-on" data-testid="coupon-applied">
        <span>
          {tx('couponLine', { code: applied })}: − {formatMoney(discount, lang)}
        </span>
        <button type="button" class="link" onClick={() => onApply(null)}>
          {tx('couponRemove')}
        </button>
      </p>
    );
  }
  return (
    <div class="field">
      <label for="coupon_code">{tx('coupon')}</label>
      <div class="inline">
        <input id="coupon_code" name="coupon_code" value={typed} onInput={(e) => setTyped(e.currentTarget.value)} maxlength={30} autocapitalize="characters" aria-invalid={error ? 'true' : undefined} />
        <button type="button" class="secondary" disabled={!typed.trim()} onClick={() => onApply(typed.trim().toUpperCase())}>
          {tx('couponApply')}
        </button>
      </div>
      {error ? <span class="error">{error}</span> : null}
    </div>
  );
}
