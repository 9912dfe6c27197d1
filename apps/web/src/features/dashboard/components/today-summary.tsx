import { lazy, Suspense, useState } from 'react';
import { BarChart3, Lock } from 'lucide-react';
import type { StatsResource } from '@comanda/domain/stats/stats-resource';
import { Button } from '../../../components/ui/button';
import { LoadFailedAlert, LoadingStatus } from '../../../components/ui/query-state';
import { Spinner } from '../../../components/ui/spinner';
import { formatMoney } from '../../../lib/format';
import { getIntlLocale } from '../../../lib/locale';
import { requestUpgrade } from '../../../lib/upgrade-prompt';
import { useStats } from '../api/stats';
import { formatPlainDate, presetOf, type Period } from '../lib/stats-periods';
import { useHomeT } from '../i18n';
import { PeriodPicker } from './period-picker';

// Chart.js comes with the charts, never with the home page's first load (the route's JS budget).
const StatsCharts = lazy(() => import('./stats-charts'));

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div className="rounded-lg bg-gray-50 p-3 ring-1 ring-gray-100">
      <dt className="text-xs font-medium text-gray-500">{label}</dt>
      <dd className="mt-1 text-xl font-semibold text-gray-900 tabular-nums" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

const count = (n: number) => n.toLocaleString(getIntlLocale());

function PeriodFigures({ stats, period, onPeriod, updating }: { stats: StatsResource; period: Period; onPeriod: (p: Period) => void; updating: boolean }) {
  const ht = useHomeT();
  const locale = getIntlLocale();
  const preset = presetOf(period, stats.today);
  const title = preset ? ht(`period.presets.${preset}`) : `${formatPlainDate(period.from, locale)} – ${formatPlainDate(period.to, locale)}`;
  return (
    <div className="space-y-3" aria-busy={updating}>
      <div className="flex flex-wrap items-end justify-between gap-3 border-t border-gray-100 pt-4">
        <h3 className="flex items-center gap-2 text-sm font-semibold text-gray-700" data-testid="stats-period-title">
          {title}
          {updating ? <Spinner className="size-4 text-brand-600" /> : null}
        </h3>
        <PeriodPicker today={stats.today} period={period} onChange={onPeriod} />
      </div>
      <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <Figure label={ht('stats.revenuePeriod')} value={formatMoney(stats.revenue_generated)} testId="stats-revenue-month" />
        <Figure label={ht('stats.ordersPeriod')} value={count(stats.orders_count ?? 0)} testId="stats-orders-month" />
        <Figure label={ht('stats.newCustomers')} value={count(stats.customers_count ?? 0)} testId="stats-customers-month" />
        <Figure label={ht('stats.visits')} value={count(stats.view_app_count ?? 0)} testId="stats-visits-month" />
      </dl>
      {stats.series && (stats.orders_count ?? 0) > 0 ? (
        <Suspense fallback={<LoadingStatus label={ht('charts.loading')} />}>
          <StatsCharts series={stats.series} />
        </Suspense>
      ) : (
        <p className="rounded-lg bg-gray-50 py-8 text-center text-sm text-gray-500" data-testid="stats-charts-empty">
          {ht('charts.empty')}
        </p>
      )}
    </div>
  );
}

/**
 * The home page's figures (issue 16): today's sales and orders for every plan; with
 * dashboard_statistics a period's (the month so far, or one picked) with its charts, an upgrade
 * prompt in their place otherwise. Canceled orders never count.
 */
export function TodaySummary({ businessId }: { businessId: number }) {
  const ht = useHomeT();
  // null: the API's default period, the month so far.
  const [period, setPeriod] = useState<Period | null>(null);
  const stats = useStats(businessId, period);
  if (stats.isError && !stats.data) return <LoadFailedAlert title={ht('stats.loadFailed')} onRetry={() => void stats.refetch()} />;
  if (!stats.data) return <LoadingStatus label={ht('stats.loading')} />;
  const s = stats.data;
  const ticket = s.orders_count_day > 0 ? Math.round(s.revenue_generated_day / s.orders_count_day) : 0;
  return (
    <div className="space-y-4">
      <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <Figure label={ht('stats.revenueDay')} value={formatMoney(s.revenue_generated_day)} testId="stats-revenue-day" />
        <Figure label={ht('stats.ordersDay')} value={count(s.orders_count_day)} testId="stats-orders-day" />
        <Figure label={ht('stats.ticketDay')} value={formatMoney(ticket)} testId="stats-ticket-day" />
      </dl>
      {stats.isError ? <LoadFailedAlert title={ht('stats.loadFailed')} onRetry={() => void stats.refetch()} /> : null}
      {s.revenue_generated !== null ? (
        <PeriodFigures stats={s} period={{ from: s.from, to: s.to }} onPeriod={setPeriod} updating={stats.isPlaceholderData} />
      ) : (
        <div className="flex flex-wrap items-center gap-3 rounded-lg bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200" data-testid="stats-locked">
          <Lock className="size-4 shrink-0" aria-hidden="true" />
          <span className="flex-1">{ht('stats.locked')}</span>
          <Button size="sm" variant="secondary" icon={<BarChart3 className="size-4" aria-hidden="true" />} onClick={() => requestUpgrade('dashboard_statistics')}>
            {ht('stats.unlock')}
          </Button>
        </div>
      )}
    </div>
  );
}
