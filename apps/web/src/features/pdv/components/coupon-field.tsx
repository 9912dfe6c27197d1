import { useState } from 'react';
import { TicketPercent, X } from 'lucide-react';
import type { CouponRefusal } from '@comanda/domain/coupons/coupon-rules';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { isApiError } from '../../../lib/api-client';
import { notifyApiError } from '../../../lib/form-errors';
import { formatMoney } from '../../../lib/format';
import { useCouponCheck } from '../api/coupon-check';
import { usePdvT } from '../i18n';
import type { PdvCoupon } from '../lib/pdv-order';

type Props = {
  coupon: PdvCoupon | null;
  /** Why it does not fit the order as it stands (the API's rule, run here), or null. */
  refusal: CouponRefusal | null;
  /** What it takes off the order as it stands. */
  discount: number;
  currency: string;
  /** The server's refusal at placement, on coupon_code. */
  error?: string | undefined;
  onChange: (coupon: PdvCoupon | null) => void;
};

/** The PDV's coupon: a code looked up, then shown with what it takes off, or why it does not apply. */
export function CouponField({ coupon, refusal, discount, currency, error, onChange }: Props) {
  const pt = usePdvT();
  const check = useCouponCheck();
  const [code, setCode] = useState('');
  const [lookupError, setLookupError] = useState<string | undefined>();

  const apply = async () => {
    if (!code.trim()) return;
    try {
      onChange(await check.mutateAsync(code.trim()));
      setCode('');
      setLookupError(undefined);
    } catch (err) {
      if (isApiError(err) && err.status === 422) setLookupError(err.errors['code']?.[0] ?? err.message);
      else notifyApiError(err);
    }
  };

  if (coupon) {
    const problem = refusal ? pt(`coupon.refusals.${refusal}`, { minimum: formatMoney(coupon.min_order, currency) }) : error;
    return (
      <div className="flex flex-col gap-1" data-testid="pdv-coupon">
        <div className="flex items-center justify-between gap-2 rounded-lg bg-green-50 px-3 py-2 text-sm text-green-800 ring-1 ring-green-200">
          <span className="flex items-center gap-2">
            <TicketPercent className="size-4" aria-hidden="true" />
            <span>
              {pt('coupon.applied', { code: coupon.code })}
              {discount > 0 ? ` · −${formatMoney(discount, currency)}` : ''}
            </span>
          </span>
          <button type="button" onClick={() => onChange(null)} className="rounded p-1 hover:bg-green-100" aria-label={pt('coupon.remove', { code: coupon.code })}>
            <X className="size-4" aria-hidden="true" />
          </button>
        </div>
        {problem ? (
          <p role="alert" className="text-sm text-red-600" data-testid="pdv-coupon-problem">
            {problem}
          </p>
        ) : null}
      </div>
    );
  }

  return (
    <div className="flex items-end gap-2">
      <div className="flex-1">
        <TextField
          label={pt('coupon.label')}
          placeholder={pt('coupon.placeholder')}
          value={code}
          autoComplete="off"
          maxChars={30}
          error={lookupError ?? error}
          onChange={(e) => setCode(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              void apply();
            }
          }}
          data-testid="pdv-coupon-code"
        />
      </div>
      <Button variant="secondary" onClick={() => void apply()} loading={check.isPending} disabled={!code.trim()} className={lookupError ?? error ? 'mb-6' : undefined}>
        {pt('coupon.apply')}
      </Button>
    </div>
  );
}
