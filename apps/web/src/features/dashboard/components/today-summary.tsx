import { BarChart3, Lock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { LoadFailedAlert, LoadingStatus } from '../../../components/ui/query-state';
import { formatMoney } from '../../../lib/format';
import { requestUpgrade } from '../../../lib/upgrade-prompt';
import { useStats } from '../api/stats';

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

/**
 * The home page's figures (issue 16): today's sales and orders for every plan, the month's with
 * dashboard_statistics (an upgrade prompt in their place otherwise). Canceled orders never count.
 */
export function TodaySummary({ businessId }: { businessId: number }) {
  const { t } = useTranslation();
  const stats = useStats(businessId);
  if (stats.isError) return <LoadFailedAlert title={t('home.stats.loadFailed')} onRetry={() => void stats.refetch()} />;
  if (!stats.data) return <LoadingStatus label={t('home.stats.loading')} />;
  const s = stats.data;
  const count = (n: number) => n.toLocaleString();
  const ticket = s.orders_count_day > 0 ? Math.round(s.revenue_generated_day / s.orders_count_day) : 0;
  return (
    <div className="space-y-4">
      <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        <Figure label={t('home.stats.revenueDay')} value={formatMoney(s.revenue_generated_day)} testId="stats-revenue-day" />
        <Figure label={t('home.stats.ordersDay')} value={count(s.orders_count_day)} testId="stats-orders-day" />
        <Figure label={t('home.stats.ticketDay')} value={formatMoney(ticket)} testId="stats-ticket-day" />
      </dl>
      {s.revenue_generated !== null && s.orders_count !== null ? (
        <div>
          <h3 className="mb-2 text-sm font-semibold text-gray-700">{t('home.stats.month')}</h3>
          <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3">
            <Figure label={t('home.stats.revenueMonth')} value={formatMoney(s.revenue_generated)} testId="stats-revenue-month" />
            <Figure label={t('home.stats.ordersMonth')} value={count(s.orders_count)} testId="stats-orders-month" />
            <Figure label={t('home.stats.newCustomers')} value={count(s.customers_count ?? 0)} testId="stats-customers-month" />
          </dl>
        </div>
      ) : (
        <div className="flex flex-wrap items-center gap-3 rounded-lg bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200" data-testid="stats-locked">
          <Lock className="size-4 shrink-0" aria-hidden="true" />
          <span className="flex-1">{t('home.stats.locked')}</span>
          <Button size="sm" variant="secondary" icon={<BarChart3 className="size-4" aria-hidden="true" />} onClick={() => requestUpgrade('dashboard_statistics')}>
            {t('home.stats.unlock')}
          </Button>
        </div>
      )}
    </div>
  );
}
