import { Stamp } from 'lucide-react';
import type { StampCardResource } from '@comanda/domain/loyalty/loyalty-resource';
import { Checkbox } from '../../../components/ui/checkbox';
import { formatMoney } from '../../../lib/format';
import { usePdvT } from '../i18n';

type Props = { card: StampCardResource; checked: boolean; currency: string; error?: string | undefined; onChange: (checked: boolean) => void };

/** The picked customer's card is full: its reward may go on this order. */
export function StampRewardField({ card, checked, currency, error, onChange }: Props) {
  const pt = usePdvT();
  const reward =
    card.reward_type === 'product'
      ? pt('stampCard.free', { product: card.reward_product_name ?? '' })
      : pt('stampCard.off', { value: card.reward_type === 'fixed' ? formatMoney(card.reward_value, currency) : `${card.reward_value}%` });
  return (
    <div className="rounded-lg bg-violet-50 p-3 ring-1 ring-violet-200" data-testid="pdv-stamp-reward">
      <p className="mb-2 flex items-center gap-2 text-sm text-violet-900">
        <Stamp className="size-4" aria-hidden="true" />
        {pt('stampCard.full', { count: card.orders_required })}
      </p>
      <Checkbox label={pt('stampCard.use', { reward })} checked={checked} onChange={(e) => onChange(e.target.checked)} />
      {error ? (
        <p role="alert" className="mt-1 text-sm text-red-600">
          {error}
        </p>
      ) : null}
    </div>
  );
}
