import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { PageHeader } from '../../../components/ui/page-header';
import { LoadFailedAlert, LoadingStatus } from '../../../components/ui/query-state';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { useAdminPlans } from '../../../features/plans/api/admin-plans';
import { useAdminSubscription, useAdminSubscriptionAction } from '../../../features/plans/api/billing';
import { AdminActionDialog } from '../../../features/plans/components/admin-action-dialog';
import { usePlansT } from '../../../features/plans/i18n';
import { formatDate, formatMoney } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { notify } from '../../../lib/toast';

type Asking = { kind: 'markPaid'; invoice: string; total: number } | { kind: 'freePeriods' } | { kind: 'changePlan' } | null;

/** /settings/admin/subscriptions/{id} (issue 39): one business's subscription, its invoices, and the admin's audited actions. */
export function Component() {
  const pt = usePlansT();
  const id = Number(useParams()['id']);
  const subscription = useAdminSubscription(id);
  const plans = useAdminPlans();
  const act = useAdminSubscriptionAction(id);
  const [asking, setAsking] = useState<Asking>(null);
  const [periods, setPeriods] = useState(1);
  const [plan, setPlan] = useState('');
  const back = (
    <Link to={paths.settingsAdminSubscriptions.to()} className="inline-flex items-center gap-1 text-sm text-gray-500 hover:text-gray-700">
      <ArrowLeft className="size-4" aria-hidden="true" />
      {pt('adminSubscription.back')}
    </Link>
  );
  if (subscription.isError && !subscription.data) return <div className="space-y-6">{back}<LoadFailedAlert title={pt('admin.loadFailed')} onRetry={() => void subscription.refetch()} /></div>;
  if (!subscription.data) return <LoadingStatus label={pt('admin.loading')} />;
  const data = subscription.data;
  const current = plans.data?.find((p) => p.code === data.plan);
  const planName = (code: string | null) => plans.data?.find((p) => p.code === code)?.name ?? code ?? '';
  const choices = (plans.data ?? []).filter((p) => p.active && p.code !== data.plan && p.interval === current?.interval);
  const done = (title: string) => notify.success({ title });

  return (
    <div className="space-y-6" data-testid="page-adminSubscription">
      {back}
      <PageHeader
        title={data.business_name}
        description={pt('adminSubscription.summary', { plan: planName(data.plan), status: pt(`subscription.statuses.${data.status}`), amount: formatMoney(data.monthly) })}
        actions={
          data.status === 'canceled' ? null : (
            <>
              <Button variant="secondary" onClick={() => setAsking({ kind: 'freePeriods' })}>
                {pt('adminSubscription.giveMonths')}
              </Button>
              <Button variant="secondary" onClick={() => setAsking({ kind: 'changePlan' })} disabled={choices.length === 0}>
                {pt('adminSubscription.changePlan')}
              </Button>
            </>
          )
        }
      />
      <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4" data-testid="admin-subscription">
        {[
          ['status', pt(`subscription.statuses.${data.status}`)],
          ['periodEnd', formatDate(data.period_end)],
          ['dueAt', data.due_at ? formatDate(data.due_at) : pt('adminSubscription.nothingDue')],
          ['freePeriods', String(data.free_periods)],
        ].map(([key, value]) => (
          <div key={key} className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200">
            <dt className="text-xs text-gray-500">{pt(`adminSubscription.fields.${key as 'status'}`)}</dt>
            <dd className="text-lg font-semibold text-gray-900" data-testid={`admin-subscription-${key}`}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
      {data.next_plan ? <p className="text-sm text-gray-600">{pt('adminSubscription.nextPlan', { plan: planName(data.next_plan) })}</p> : null}
      <Card title={pt('invoices.title')}>
        {data.invoices.length === 0 ? (
          <p className="text-sm text-gray-500">{pt('invoices.empty')}</p>
        ) : (
          <ul className="divide-y divide-gray-100" data-testid="admin-invoices">
            {data.invoices.map((invoice) => (
              <li key={invoice.uuid} className="flex flex-wrap items-center gap-3 py-3 text-sm">
                <div className="min-w-0 flex-1">
                  <p className="font-medium text-gray-900">{pt('invoices.period', { start: formatDate(invoice.period_start), end: formatDate(invoice.period_end) })}</p>
                  <p className="text-gray-500">{pt('adminSubscription.due', { date: formatDate(invoice.due_at) })}</p>
                </div>
                <span className="font-semibold tabular-nums text-gray-900">{formatMoney(invoice.total)}</span>
                <span className="rounded-full bg-gray-100 px-2 py-0.5 text-xs font-medium text-gray-700" data-testid="invoice-status">
                  {pt(`invoices.statuses.${invoice.status}`)}
                </span>
                {invoice.status === 'open' || invoice.status === 'overdue' ? (
                  <Button size="sm" variant="secondary" onClick={() => setAsking({ kind: 'markPaid', invoice: invoice.uuid, total: invoice.total })}>
                    {pt('adminSubscription.markPaid')}
                  </Button>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </Card>

      {asking?.kind === 'markPaid' ? (
        <AdminActionDialog
          testId="mark-paid-dialog"
          title={pt('adminSubscription.markPaidTitle', { amount: formatMoney(asking.total) })}
          description={pt('adminSubscription.markPaidText')}
          confirmLabel={pt('adminSubscription.markPaid')}
          onClose={() => setAsking(null)}
          onConfirm={async (reason) => {
            await act.mutateAsync({ kind: 'markPaid', invoice: asking.invoice, reason });
            done(pt('adminSubscription.markedPaid'));
          }}
        />
      ) : null}
      {asking?.kind === 'freePeriods' ? (
        <AdminActionDialog
          testId="free-periods-dialog"
          title={pt('adminSubscription.giveMonths')}
          description={pt('adminSubscription.giveMonthsText')}
          confirmLabel={pt('adminSubscription.give')}
          onClose={() => setAsking(null)}
          onConfirm={async (reason) => {
            await act.mutateAsync({ kind: 'freePeriods', periods, reason });
            done(pt('adminSubscription.given', { count: periods }));
          }}
        >
          <TextField label={pt('adminSubscription.periods')} type="number" inputMode="numeric" min={1} max={12} value={String(periods)} onChange={(e) => setPeriods(Math.min(12, Math.max(1, Number(e.target.value) || 1)))} />
        </AdminActionDialog>
      ) : null}
      {asking?.kind === 'changePlan' ? (
        <AdminActionDialog
          testId="change-plan-dialog"
          title={pt('adminSubscription.changePlan')}
          description={pt('adminSubscription.changePlanText')}
          confirmLabel={pt('adminSubscription.change')}
          onClose={() => setAsking(null)}
          onConfirm={async (reason) => {
            await act.mutateAsync({ kind: 'changePlan', plan: plan || choices[0]!.code, reason });
            done(pt('adminSubscription.changed'));
          }}
        >
          <SelectField label={pt('adminSubscription.plan')} value={plan || choices[0]?.code} onChange={(e) => setPlan(e.target.value)} options={choices.map((p) => ({ value: p.code, label: `${p.name} — ${formatMoney(p.price)}` }))} />
        </AdminActionDialog>
      ) : null}
    </div>
  );
}
