import { Coins } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { formatMoney } from '../../../lib/format';
import { usePdvT } from '../i18n';
import type { PdvDetails } from '../lib/pdv-order';

type Props = {
  loyalty: NonNullable<PdvDetails['loyalty']>;
  points: number;
  currency: string;
  error?: string | undefined;
  onChange: (points: number) => void;
};

/** The picked customer's points, and how many of them this order spends (the server checks the balance). */
export function PointsField({ loyalty, points, currency, error, onChange }: Props) {
  const pt = usePdvT();
  const max = loyalty.balance;
  return (
    <div className="rounded-lg bg-amber-50 p-3 ring-1 ring-amber-200" data-testid="pdv-points">
      <p className="mb-2 flex items-center gap-2 text-sm text-amber-900">
        <Coins className="size-4" aria-hidden="true" />
        {pt('points.balance', { count: max, value: formatMoney(max * loyalty.point_value_cents, currency) })}
      </p>
      <div className="flex items-end gap-2">
        <div className="flex-1">
          <TextField
            label={pt('points.use')}
            type="number"
            inputMode="numeric"
            min={0}
            max={max}
            value={points === 0 ? '' : String(points)}
            error={error}
            onChange={(e) => onChange(Math.max(0, Math.min(max, Math.floor(Number(e.target.value) || 0))))}
            data-testid="pdv-points-input"
          />
        </div>
        <Button variant="secondary" onClick={() => onChange(max)} disabled={points === max}>
          {pt('points.useAll')}
        </Button>
      </div>
    </div>
  );
}
