import { Layers } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { AdminPlan } from '@comanda/domain/billing/billing-resource';
import { Button, buttonClasses } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { LoadFailedAlert, LoadingStatus } from '../../../components/ui/query-state';
import { useAdminPlans, useDeletePlan } from '../../../features/plans/api/admin-plans';
import { AdminPlanForm } from '../../../features/plans/components/admin-plan-form';
import { usePlansT } from '../../../features/plans/i18n';
import { cn } from '../../../lib/cn';
import { notifyApiError } from '../../../lib/form-errors';
import { formatMoney } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { notify } from '../../../lib/toast';

/** /settings/admin/plans (issue 39): the plans businesses subscribe to — price, trial, promotion, features. */
export function Component() {
  const { t } = useTranslation();
  const pt = usePlansT();
  const plans = useAdminPlans();
  const remove = useDeletePlan();
  const [editing, setEditing] = useState<AdminPlan | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AdminPlan | null>(null);
  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      notify.success({ title: pt('adminPlans.deleted', { name: deleting.name }) });
      setDeleting(null);
    } catch (error) {
      setDeleting(null);
      notifyApiError(error);
    }
  };
  return (
    <div className="space-y-6" data-testid="page-adminPlans">
      <PageHeader
        title={t('pages.adminPlans.title')}
        description={t('pages.adminPlans.description')}
        actions={<Button onClick={() => setEditing('new')}>{pt('adminPlans.new')}</Button>}
      />
      {plans.isError && !plans.data ? (
        <LoadFailedAlert title={pt('adminPlans.loadFailed')} onRetry={() => void plans.refetch()} />
      ) : !plans.data ? (
        <LoadingStatus label={pt('adminPlans.loading')} />
      ) : plans.data.length === 0 ? (
        <EmptyState icon={Layers} title={pt('adminPlans.empty')} />
      ) : (
        <ul className="divide-y divide-gray-100 rounded-xl bg-white shadow-sm ring-1 ring-gray-200" data-testid="admin-plans">
          {plans.data.map((plan) => (
            <li key={plan.id} className="flex flex-wrap items-center gap-x-6 gap-y-3 p-4" data-testid={`admin-plan-${plan.code}`}>
              <div className="min-w-48 flex-1">
                <p className="flex flex-wrap items-center gap-2 font-semibold text-gray-900">
                  {plan.name}
                  <span className={cn('rounded-full px-2 py-0.5 text-xs font-medium', plan.active ? 'bg-green-50 text-green-800' : 'bg-gray-100 text-gray-600')}>
                    {pt(plan.active ? 'adminPlans.active' : 'adminPlans.inactive')}
                  </span>
                  {plan.offers_promotion ? <span className="rounded-full bg-amber-50 px-2 py-0.5 text-xs font-medium text-amber-800">{pt('adminPlans.promotion')}</span> : null}
                </p>
                <p className="text-xs text-gray-500">
                  {plan.code} · {pt('adminPlans.trial', { days: plan.trial_days })} · {pt('adminPlans.featureCount', { count: plan.feature_codes.length })}
                </p>
              </div>
              <p className="text-sm font-semibold text-gray-900" data-testid="admin-plan-price">
                {pt(plan.interval === 'year' ? 'adminPlans.perYear' : 'adminPlans.perMonth', { price: formatMoney(plan.price) })}
              </p>
              <p className="text-sm text-gray-600">{pt('adminPlans.subscriptions', { count: plan.subscriptions })}</p>
              <div className="flex flex-wrap gap-2">
                <Button variant="secondary" size="sm" onClick={() => setEditing(plan)}>
                  {pt('adminPlans.edit')}
                </Button>
                <Link to={paths.settingsAdminPlansIdFeatures.to({ id: plan.id })} className={buttonClasses('secondary', 'sm')}>
                  {pt('adminPlans.features')}
                </Link>
                <Button variant="ghost" size="sm" onClick={() => setDeleting(plan)} aria-label={pt('adminPlans.deleteLabel', { name: plan.name })}>
                  {pt('adminPlans.delete')}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {editing ? <AdminPlanForm plan={editing === 'new' ? null : editing} onClose={() => setEditing(null)} /> : null}
      <ConfirmDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        onConfirm={() => void confirmDelete()}
        title={pt('adminPlans.deleteTitle', { name: deleting?.name ?? '' })}
        description={pt('adminPlans.deleteText')}
        confirmLabel={pt('adminPlans.delete')}
        pending={remove.isPending}
      />
    </div>
  );
}
