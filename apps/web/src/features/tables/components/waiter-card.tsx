import { businessDate } from '@comanda/domain/time/business-time';
import type { WaiterTable, WaiterTableStatus, WaiterTablesResource } from '@comanda/domain/tables/waiter-tables';
import { Avatar } from '../../../components/ui/avatar';
import { cn } from '../../../lib/cn';
import { formatMoney } from '../../../lib/format';
import { getIntlLocale } from '../../../lib/locale';
import { useTablesT } from '../i18n';

const STATUS_CLASSES: Record<WaiterTableStatus, string> = {
  open: 'bg-amber-100 text-amber-800',
  closed: 'bg-emerald-100 text-emerald-800',
  canceled: 'bg-gray-100 text-gray-600',
};

type Place = { currency: string; timeZone: string; now: Date };
type WaiterCardProps = { waiter: WaiterTablesResource } & Place;

function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return words.length > 1 ? `${words[0]![0]}${words[words.length - 1]![0]}` : (words[0] ?? '?').slice(0, 2);
}

/** The time a table was opened, in the business's zone; with the date when it was not today. */
export function openedTime(iso: string, { timeZone, now }: Pick<Place, 'timeZone' | 'now'>, locale = getIntlLocale()): string {
  const at = new Date(iso);
  const sameDay = businessDate(at, timeZone) === businessDate(now, timeZone);
  const options: Intl.DateTimeFormatOptions = sameDay
    ? { hour: '2-digit', minute: '2-digit', timeZone }
    : { day: '2-digit', month: '2-digit', hour: '2-digit', minute: '2-digit', timeZone };
  return new Intl.DateTimeFormat(locale, options).format(at);
}

/** One waiter on /settings/tables/settings/mesas/waiter-management: the day's figures and tables. */
export function WaiterCard({ waiter, currency, timeZone, now }: WaiterCardProps) {
  const tt = useTablesT();
  const headingId = `waiter-${waiter.user_id}-name`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full flex-col rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200 sm:p-5"
      data-testid="waiter-card"
      data-user-id={waiter.user_id}
    >
      <header className="flex items-center gap-3">
        <Avatar initials={initialsOf(waiter.name)} />
        <h3 id={headingId} className="min-w-0 flex-1 truncate font-semibold text-gray-900" title={waiter.name}>
          {waiter.name}
        </h3>
        {waiter.is_waiter ? (
          <span className="shrink-0 rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-medium text-brand-700" data-testid="waiter-badge">
            {tt('waiters.badge')}
          </span>
        ) : null}
      </header>

      <dl className="mt-4 grid grid-cols-[1fr_1fr_auto] gap-2 text-center">
        <Figure label={tt('waiters.openTables')} value={String(waiter.open_tables)} testId="waiter-open-tables" />
        <Figure label={tt('waiters.ordersToday')} value={String(waiter.orders_today)} testId="waiter-orders-today" />
        <Figure label={tt('waiters.salesToday')} value={formatMoney(waiter.sales_today, currency)} testId="waiter-sales-today" />
      </dl>

      {waiter.tables.length === 0 ? (
        <p className="mt-4 text-sm text-gray-500" data-testid="waiter-no-tables">
          {tt('waiters.noTables')}
        </p>
      ) : (
        <ul aria-label={tt('waiters.tablesOf', { name: waiter.name })} className="mt-4 divide-y divide-gray-100 border-t border-gray-100">
          {waiter.tables.map((table) => (
            <TableLine key={table.order_id} table={table} currency={currency} timeZone={timeZone} now={now} />
          ))}
        </ul>
      )}
    </article>
  );
}

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div className="min-w-0 rounded-lg bg-gray-50 px-2 py-2">
      <dt className="text-xs text-gray-500">{label}</dt>
      <dd className="mt-1 text-sm font-semibold whitespace-nowrap text-gray-900 tabular-nums sm:text-base" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

function TableLine({ table, currency, timeZone, now }: { table: WaiterTable } & Place) {
  const tt = useTablesT();
  return (
    <li className="flex items-center gap-3 py-2.5" data-testid="waiter-table" data-table-name={table.table_name} data-status={table.status}>
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-medium text-gray-900">{table.table_name}</p>
        <p className="text-xs text-gray-500">
          {tt('waiters.openedAt', { time: openedTime(table.opened_at, { timeZone, now }) })} ·{' '}
          {/* A canceled order's total counts in no sale. */}
          <span className={cn('tabular-nums', table.status === 'canceled' && 'line-through')}>{formatMoney(table.total, currency)}</span>
        </p>
      </div>
      <span className={cn('shrink-0 rounded-full px-2.5 py-0.5 text-xs font-medium', STATUS_CLASSES[table.status])} data-testid="waiter-table-status">
        {tt(`waiters.status.${table.status}`)}
      </span>
    </li>
  );
}
