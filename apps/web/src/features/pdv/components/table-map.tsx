import type { TableResource } from '@comanda/domain/tables/table-resource';
import { cn } from '../../../lib/cn';
import { formatMoney } from '../../../lib/format';
import { usePdvT } from '../i18n';

type TableMapProps = {
  tables: readonly TableResource[];
  selectedId: number | null;
  currency: string;
  onPick: (table: TableResource) => void;
};

function minutesSince(iso: string | null, now: number): number {
  return iso ? Math.max(0, Math.floor((now - new Date(iso).getTime()) / 60_000)) : 0;
}

/** The tables, free or occupied with their open order's total and how long it has been open. */
export function TableMap({ tables, selectedId, currency, onPick }: TableMapProps) {
  const pt = usePdvT();
  const now = Date.now();
  if (tables.length === 0) return <p className="text-sm text-gray-500">{pt('tables.none')}</p>;
  return (
    <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4" aria-label={pt('tables.title')} data-testid="pdv-tables">
      {tables.map((table) => {
        const occupied = table.status === 'occupied';
        return (
          <li key={table.id}>
            <button
              type="button"
              aria-pressed={selectedId === table.id}
              onClick={() => onPick(table)}
              data-testid={`pdv-table-${table.name}`}
              data-status={table.status}
              className={cn(
                'flex h-full w-full flex-col items-start rounded-lg p-2 text-left ring-1 ring-inset',
                occupied ? 'bg-amber-50 ring-amber-300' : 'bg-emerald-50 ring-emerald-200',
                selectedId === table.id && 'ring-2 ring-brand-600',
              )}
            >
              <span className="text-sm font-semibold text-gray-900">{table.name}</span>
              <span className={cn('text-xs', occupied ? 'text-amber-800' : 'text-emerald-800')}>
                {occupied ? pt('tables.occupied') : pt('tables.free')}
              </span>
              {occupied ? (
                <>
                  <span className="text-xs font-semibold text-gray-900" data-testid="pdv-table-total">
                    {formatMoney(table.order_total ?? 0, currency)}
                  </span>
                  <span className="text-xs text-gray-500">{pt('tables.since', { minutes: minutesSince(table.opened_at, now) })}</span>
                </>
              ) : null}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
