import { Link } from 'react-router';
import { UserCog } from 'lucide-react';
import type { WaiterTablesResource } from '@comanda/domain/tables/waiter-tables';
import { Alert } from '../../../components/ui/alert';
import { buttonClasses } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { getIntlLocale } from '../../../lib/locale';
import { useTablesT } from '../i18n';
import { WaiterCard } from './waiter-card';

type WaiterTablesBoardProps = {
  waiters: readonly WaiterTablesResource[];
  currency: string;
  timeZone: string;
  /** When the list was read (ms since the epoch). */
  updatedAt: number;
  /** The last refresh failed: the list shown is the one read at updatedAt. */
  refreshFailed: boolean;
  /** The team page, when the user may open it (where waiters are added). */
  teamLink: string | null;
};

/**
 * /settings/tables/settings/mesas/waiter-management (issue 19): one card per waiter, and per anyone
 * else who opened a table today; the cards stack on a phone.
 */
export function WaiterTablesBoard({ waiters, currency, timeZone, updatedAt, refreshFailed, teamLink }: WaiterTablesBoardProps) {
  const tt = useTablesT();
  const now = new Date(updatedAt);
  const time = new Intl.DateTimeFormat(getIntlLocale(), { hour: '2-digit', minute: '2-digit' }).format(now);
  const hasWaiters = waiters.some((waiter) => waiter.is_waiter);

  return (
    <div className="space-y-4" data-testid="waiter-tables">
      <div className="flex flex-col gap-1 sm:flex-row sm:items-end sm:justify-between sm:gap-4">
        <div className="min-w-0">
          <h2 className="text-base font-semibold text-gray-900">{tt('waiters.title')}</h2>
          <p className="mt-1 text-sm text-gray-500">{tt('waiters.intro')}</p>
        </div>
        <p className="shrink-0 text-xs text-gray-500" data-testid="waiter-tables-updated">
          {tt('waiters.updatedAt', { time })}
        </p>
      </div>

      {refreshFailed ? <Alert tone="warning" title={tt('waiters.refreshFailed', { time })} testId="waiter-tables-stale" /> : null}

      {hasWaiters ? null : (
        <EmptyState
          icon={UserCog}
          title={tt('waiters.emptyTitle')}
          description={tt('waiters.emptyDescription')}
          action={
            teamLink ? (
              <Link to={teamLink} className={buttonClasses('primary', 'md')} data-testid="waiter-tables-team-link">
                {tt('waiters.emptyAction')}
              </Link>
            ) : undefined
          }
        />
      )}

      {waiters.length > 0 ? (
        <ul className="grid grid-cols-[repeat(auto-fill,minmax(min(100%,20rem),1fr))] gap-4" aria-label={tt('waiters.title')}>
          {waiters.map((waiter) => (
            <li key={waiter.user_id}>
              <WaiterCard waiter={waiter} currency={currency} timeZone={timeZone} now={now} />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
