import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChartConfiguration } from 'chart.js';
import type { StatsSeries } from '@comanda/domain/stats/stats-resource';
import { paymentMethodLabel } from '@comanda/domain/orders/payment';
import { ORDER_TYPES } from '@comanda/domain/orders/order-type';
import { toLang } from '@comanda/domain/validation/lang';
import { formatMoney, formatMoneyWhole } from '../../../lib/format';
import { getIntlLocale } from '../../../lib/locale';
import { formatPlainDate } from '../lib/stats-periods';
import { useHomeT } from '../i18n';
import { ChartCanvas } from './chart-canvas';

// The home page's charts (issue 16), loaded only when the period's figures are shown
// (React.lazy in period-stats.tsx): Chart.js stays out of every page's first load.

const BRAND = '#f45418';
const PALETTE = ['#f45418', '#0ea5e9', '#10b981', '#a855f7', '#f59e0b', '#64748b'];

function ChartBox({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <figure className="rounded-lg p-3 ring-1 ring-gray-100">
      <figcaption className="mb-2 text-sm font-medium text-gray-700">{title}</figcaption>
      {children}
    </figure>
  );
}

function barConfig(labels: string[], values: number[], tooltip: (value: number) => string, tick?: (value: number) => string): ChartConfiguration<'bar'> {
  return {
    type: 'bar',
    data: { labels, datasets: [{ data: values, backgroundColor: BRAND, borderRadius: 4, maxBarThickness: 28 }] },
    options: {
      maintainAspectRatio: false,
      animation: { duration: 250 },
      plugins: { legend: { display: false }, tooltip: { callbacks: { label: (item) => tooltip(Number(item.raw)) } } },
      scales: { y: { beginAtZero: true, ticks: { precision: 0, ...(tick ? { callback: (value) => tick(Number(value)) } : {}) } }, x: { grid: { display: false } } },
    },
  };
}

function doughnutConfig(labels: string[], values: number[], tooltip: (value: number) => string): ChartConfiguration<'doughnut'> {
  return {
    type: 'doughnut',
    data: { labels, datasets: [{ data: values, backgroundColor: PALETTE }] },
    options: {
      maintainAspectRatio: false,
      animation: { duration: 250 },
      plugins: { legend: { position: 'bottom', labels: { boxWidth: 12 } }, tooltip: { callbacks: { label: (item) => `${item.label}: ${tooltip(Number(item.raw))}` } } },
    },
  };
}

export default function StatsCharts({ series }: { series: StatsSeries }) {
  const { i18n } = useTranslation();
  const ht = useHomeT();
  const lang = toLang(i18n.language);
  const locale = getIntlLocale();
  const money = (cents: number) => formatMoney(cents);
  const wholeMoney = (cents: number) => formatMoneyWhole(cents);

  const configs = useMemo(
    () => ({
      revenue: barConfig(
        series.revenue_per_day.map((d) => formatPlainDate(d.date, locale)),
        series.revenue_per_day.map((d) => d.revenue),
        money,
        wholeMoney,
      ),
      hours: barConfig(
        series.orders_per_hour.map((h) => `${h.hour}h`),
        series.orders_per_hour.map((h) => h.orders),
        (n) => ht('charts.ordersCount', { count: n }),
      ),
      payments: doughnutConfig(
        series.payment_methods.map((p) => (p.method ? paymentMethodLabel(p.method, lang) : ht('charts.noPaymentMethod'))),
        series.payment_methods.map((p) => p.revenue),
        money,
      ),
      types: doughnutConfig(
        series.order_types.map((o) => ORDER_TYPES[o.order_type].label[lang]),
        series.order_types.map((o) => o.orders),
        (n) => ht('charts.ordersCount', { count: n }),
      ),
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the formatters follow the language
    [series, lang, locale],
  );

  const topMax = Math.max(1, ...series.top_products.map((p) => p.qty));
  return (
    <div className="grid grid-cols-1 gap-3 lg:grid-cols-2" data-testid="stats-charts">
      <div className="lg:col-span-2">
        <ChartBox title={ht('charts.revenuePerDay')}>
          <ChartCanvas config={configs.revenue} label={ht('charts.revenuePerDay')} testId="chart-revenue-per-day" />
        </ChartBox>
      </div>
      <ChartBox title={ht('charts.ordersPerHour')}>
        <ChartCanvas config={configs.hours} label={ht('charts.ordersPerHour')} testId="chart-orders-per-hour" />
      </ChartBox>
      <ChartBox title={ht('charts.topProducts')}>
        {series.top_products.length === 0 ? (
          <p className="py-8 text-center text-sm text-gray-500">{ht('charts.noProducts')}</p>
        ) : (
          <ol className="space-y-2" data-testid="stats-top-products">
            {series.top_products.map((p, index) => (
              <li key={`${p.product_id ?? 'x'}-${p.name}`} className="text-sm">
                <div className="flex items-baseline justify-between gap-2">
                  <span className="min-w-0 truncate text-gray-800">
                    <span className="mr-1 text-gray-400 tabular-nums">{index + 1}.</span>
                    {p.name}
                  </span>
                  <span className="shrink-0 text-gray-500 tabular-nums">
                    {ht('charts.sold', { count: p.qty })} · {money(p.revenue)}
                  </span>
                </div>
                <div className="mt-1 h-1.5 rounded-full bg-gray-100" aria-hidden="true">
                  <div className="h-1.5 rounded-full bg-brand-400" style={{ width: `${(p.qty / topMax) * 100}%` }} />
                </div>
              </li>
            ))}
          </ol>
        )}
      </ChartBox>
      <ChartBox title={ht('charts.paymentMethods')}>
        <ChartCanvas config={configs.payments} label={ht('charts.paymentMethods')} testId="chart-payment-methods" />
      </ChartBox>
      <ChartBox title={ht('charts.orderTypes')}>
        <ChartCanvas config={configs.types} label={ht('charts.orderTypes')} testId="chart-order-types" />
      </ChartBox>
    </div>
  );
}
