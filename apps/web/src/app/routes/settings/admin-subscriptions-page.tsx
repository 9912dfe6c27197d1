import { useDeferredValue, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SUBSCRIPTION_STATUSES } from '@comanda/domain/billing/subscription';
import { Card } from '../../../components/ui/card';
import { PageHeader } from '../../../components/ui/page-header';
import { LoadFailedAlert, LoadingStatus } from '../../../components/ui/query-state';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { useAdminSubscriptions } from '../../../features/plans/api/billing';
import { usePlansT } from '../../../features/plans/i18n';
import { cn } from '../../../lib/cn';
import { formatDate, formatMoney } from '../../../lib/format';
import { paths } from '../../../lib/paths';

/** /settings/admin/subscriptions (issue 39): every business's subscription, the MRR and the counts by status at the top. */
export function Component() {
  const { t } = useTranslation();
  const pt = usePlansT();
  const [status, setStatus] = useState('');
  const [typed, setTyped] = useState('');
  const search = useDeferredValue(typed);
  const list = useAdminSubscriptions({ status, search });
  return (
    <div className="space-y-6" data-testid="page-adminSubscriptions">
      <PageHeader title={t('pages.adminSubscriptions.title')} description={t('pages.adminSubscriptions.description')} />
      {list.isError && !list.data ? (
        <LoadFailedAlert title={pt('admin.loadFailed')} onRetry={() => void list.refetch()} />
      ) : !list.data ? (
        <LoadingStatus label={pt('admin.loading')} />
      ) : (
        <>
          <dl className="grid gap-3 sm:grid-cols-3 lg:grid-cols-6" data-testid="subscriptions-summary">
            <div className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200 sm:col-span-3 lg:col-span-1">
              <dt className="text-xs text-gray-500">{pt('admin.mrr')}</dt>
              <dd className="text-xl font-bold text-gray-900" data-testid="subscriptions-mrr">
                {formatMoney(list.data.summary.mrr)}
              </dd>
            </div>
            {SUBSCRIPTION_STATUSES.map((s) => (
              <div key={s} className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200">
                <dt className="text-xs text-gray-500">{pt(`subscription.statuses.${s}`)}</dt>
                <dd className="text-xl font-bold text-gray-900">{list.data.summary.counts[s]}</dd>
              </div>
            ))}
          </dl>
          <Card>
            <div className="mb-4 grid gap-3 sm:grid-cols-2">
              <TextField label={pt('admin.search')} value={typed} onChange={(e) => setTyped(e.target.value)} maxChars={100} />
              <SelectField
                label={pt('admin.status')}
                value={status}
                onChange={(e) => setStatus(e.target.value)}
                options={[{ value: '', label: pt('admin.allStatuses') }, ...SUBSCRIPTION_STATUSES.map((s) => ({ value: s, label: pt(`subscription.statuses.${s}`) }))]}
              />
            </div>
            {list.data.data.length === 0 ? (
              <p className="text-sm text-gray-500">{pt('admin.empty')}</p>
            ) : (
              <ul className={cn('divide-y divide-gray-100', list.isPlaceholderData && 'opacity-60')} data-testid="subscriptions">
                {list.data.data.map((row) => (
                  <li key={row.id} className="flex flex-wrap items-center gap-3 py-3 text-sm">
                    <div className="min-w-0 flex-1">
                      <Link to={paths.settingsAdminSubscriptionsId.to({ id: row.id })} className="font-medium text-gray-900 hover:text-brand-700 hover:underline">
                        {row.business_name}
                      </Link>
                      <p className="text-gray-500">{pt('admin.row', { plan: row.plan, date: formatDate(row.period_end) })}</p>
                    </div>
                    <span className="font-semibold tabular-nums text-gray-900">{pt('admin.monthly', { amount: formatMoney(row.monthly) })}</span>
                    <span className="rounded-full bg-gray-100 px-2 py-0.5 text-xs font-medium text-gray-700">{pt(`subscription.statuses.${row.status}`)}</span>
                  </li>
                ))}
              </ul>
            )}
          </Card>
        </>
      )}
    </div>
  );
}
