import { Bell, BellOff, BellRing, ChefHat, LayoutGrid } from 'lucide-react';
import { ORDER_TYPE_NAMES, ORDER_TYPES, type OrderType } from '@comanda/domain/orders/order-type';
import { Button } from '../../../../components/ui/button';
import { cn } from '../../../../lib/cn';
import { getLocale } from '../../../../lib/locale';
import { useOrdersT } from '../../i18n';
import type { NewOrderAlert } from '../../lib/new-order-alert';

export type BoardFilter = { type: OrderType | 'all'; search: string };
/** The board of every open order, or the kitchen's view of what is being cooked. */
export type ManagerMode = 'board' | 'kitchen';

type Props = {
  mode: ManagerMode;
  onMode: (mode: ManagerMode) => void;
  filter: BoardFilter;
  onFilter: (filter: BoardFilter) => void;
  alert: NewOrderAlert;
  /** New orders not seen yet. */
  unseen: number;
  onSeeAll: () => void;
};

const field = 'h-10 rounded-lg border border-gray-300 bg-white px-3 text-sm focus:border-brand-500 focus:ring-2 focus:ring-brand-200 focus:outline-none';

const MODES = [
  { mode: 'board', icon: LayoutGrid },
  { mode: 'kitchen', icon: ChefHat },
] as const;

/** Board or kitchen, as two buttons of which one is pressed. */
function ModeSwitch({ mode, onMode }: Pick<Props, 'mode' | 'onMode'>) {
  const ot = useOrdersT();
  return (
    <div className="flex flex-col gap-1 text-sm font-medium text-gray-700">
      <span id="manager-mode">{ot('mode.label')}</span>
      <div role="group" aria-labelledby="manager-mode" className="inline-flex h-10 rounded-lg bg-gray-100 p-1">
        {MODES.map(({ mode: value, icon: Icon }) => (
          <button
            key={value}
            type="button"
            aria-pressed={mode === value}
            onClick={() => onMode(value)}
            className={cn(
              'inline-flex items-center gap-1.5 rounded-md px-3 text-sm font-medium',
              mode === value ? 'bg-white text-gray-900 shadow-sm' : 'text-gray-600 hover:text-gray-900',
            )}
          >
            <Icon className="size-4" aria-hidden="true" />
            {ot(`mode.${value}`)}
          </button>
        ))}
      </div>
    </div>
  );
}

/** The order manager's mode, filters, sound switch, and the banner of new orders. */
export function BoardToolbar({ mode, onMode, filter, onFilter, alert, unseen, onSeeAll }: Props) {
  const ot = useOrdersT();
  const lang = getLocale();
  const SoundIcon = alert.on ? Bell : BellOff;
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-end gap-3">
        <ModeSwitch mode={mode} onMode={onMode} />
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
