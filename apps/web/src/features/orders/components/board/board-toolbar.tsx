import { Bell, BellOff, BellRing } from 'lucide-react';
import { ORDER_TYPE_NAMES, ORDER_TYPES, type OrderType } from '@comanda/domain/orders/order-type';
import { Button } from '../../../../components/ui/button';
import { getLocale } from '../../../../lib/locale';
import { useOrdersT } from '../../i18n';
import type { NewOrderAlert } from '../../lib/new-order-alert';

export type BoardFilter = { type: OrderType | 'all'; search: string };

type Props = {
  filter: BoardFilter;
  onFilter: (filter: BoardFilter) => void;
  alert: NewOrderAlert;
  /** New orders not seen yet. */
  unseen: number;
  onSeeAll: () => void;
};

const field = 'h-10 rounded-lg border border-gray-300 bg-white px-3 text-sm focus:border-brand-500 focus:ring-2 focus:ring-brand-200 focus:outline-none';

/** The board's filters, its sound switch, and the banner of new orders. */
export function BoardToolbar({ filter, onFilter, alert, unseen, onSeeAll }: Props) {
  const ot = useOrdersT();
  const lang = getLocale();
  const SoundIcon = alert.on ? Bell : BellOff;
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-end gap-3">
        <label className="flex flex-col gap-1 text-sm font-medium text-gray-700">
          {ot('filters.type')}
          <select className={field} value={filter.type} onChange={(e) => onFilter({ ...filter, type: e.target.value as BoardFilter['type'] })}>
            <option value="all">{ot('filters.allTypes')}</option>
            {ORDER_TYPE_NAMES.map((type) => (
              <option key={type} value={type}>
                {ORDER_TYPES[type].label[lang]}
              </option>
            ))}
          </select>
        </label>
        <label className="flex min-w-48 flex-1 flex-col gap-1 text-sm font-medium text-gray-700 sm:max-w-xs">
          {ot('filters.search')}
          <input type="search" className={field} placeholder={ot('board.searchPlaceholder')} value={filter.search} onChange={(e) => onFilter({ ...filter, search: e.target.value })} />
        </label>
        <Button variant={alert.on ? 'secondary' : 'primary'} className="ml-auto" icon={<SoundIcon className="size-4" aria-hidden="true" />} onClick={alert.toggle} aria-pressed={alert.on}>
          {alert.on ? ot('board.soundOn') : alert.blocked ? ot('board.soundBlocked') : ot('board.soundOff')}
        </Button>
      </div>
      {unseen > 0 ? (
        <div role="status" className="flex items-center gap-3 rounded-lg bg-brand-50 px-4 py-3 text-brand-900 ring-1 ring-brand-200" data-testid="new-orders-alert">
          <BellRing className="size-5 shrink-0 animate-pulse" aria-hidden="true" />
          <span className="flex-1 font-medium">{ot('board.newOrders', { count: unseen })}</span>
          <Button size="sm" variant="secondary" onClick={onSeeAll}>
            {ot('board.seeAll')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
