import { Puzzle } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminAddon } from '@comanda/domain/billing/billing-resource';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { LoadFailedAlert, LoadingStatus } from '../../../components/ui/query-state';
import { useAdminAddons, useDeleteAddon } from '../../../features/plans/api/admin-plans';
import { AdminAddonForm } from '../../../features/plans/components/admin-addon-form';
import { usePlansT } from '../../../features/plans/i18n';
import { useFeatureName } from '../../../features/plans/lib/feature-name';
import { cn } from '../../../lib/cn';
import { notifyApiError } from '../../../lib/form-errors';
import { formatMoney } from '../../../lib/format';
import { notify } from '../../../lib/toast';

/** /settings/admin/addons (issue 39): the extras sold beside the plans — price, recurring or once, the features they grant. */
export function Component() {
  const { t } = useTranslation();
  const pt = usePlansT();
  const featureName = useFeatureName();
  const addons = useAdminAddons();
  const remove = useDeleteAddon();
  const [editing, setEditing] = useState<AdminAddon | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AdminAddon | null>(null);
  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      notify.success({ title: pt('adminAddons.deleted', { name: deleting.name }) });
    } catch (error) {
      notifyApiError(error);
    }
    setDeleting(null);
  };
  return (
    <div className="space-y-6" data-testid="page-adminAddons">
      <PageHeader title={t('pages.adminAddons.title')} description={t('pages.adminAddons.description')} actions={<Button onClick={() => setEditing('new')}>{pt('adminAddons.new')}</Button>} />
      {addons.isError && !addons.data ? (
        <LoadFailedAlert title={pt('addons.loadFailed')} onRetry={() => void addons.refetch()} />
      ) : !addons.data ? (
        <LoadingStatus label={pt('addons.loading')} />
      ) : addons.data.length === 0 ? (
        <EmptyState icon={Puzzle} title={pt('adminAddons.empty')} />
      ) : (
        <ul className="divide-y divide-gray-100 rounded-xl bg-white shadow-sm ring-1 ring-gray-200" data-testid="admin-addons">
          {addons.data.map((addon) => (
            <li key={addon.id} className="flex flex-wrap items-center gap-x-6 gap-y-3 p-4" data-testid={`admin-addon-${addon.code}`}>
              <div className="min-w-48 flex-1">
                <p className="flex flex-wrap items-center gap-2 font-semibold text-gray-900">
                  {addon.name}
                  <span className={cn('rounded-full px-2 py-0.5 text-xs font-medium', addon.active ? 'bg-green-50 text-green-800' : 'bg-gray-100 text-gray-600')}>{pt(addon.active ? 'adminPlans.active' : 'adminPlans.inactive')}</span>
                </p>
                <p className="text-xs text-gray-500">
                  {addon.code} · {addon.feature_codes.map(featureName).join(', ') || pt('adminAddons.noFeatures')}
                </p>
              </div>
              <p className="text-sm font-semibold text-gray-900">{pt(addon.recurring ? 'addons.perMonth' : 'addons.once', { price: formatMoney(addon.price) })}</p>
              <p className="text-sm text-gray-600">{pt('adminAddons.businesses', { count: addon.businesses })}</p>
              <div className="flex flex-wrap gap-2">
                <Button variant="secondary" size="sm" onClick={() => setEditing(addon)}>
                  {pt('adminPlans.edit')}
                </Button>
                <Button variant="ghost" size="sm" onClick={() => setDeleting(addon)} aria-label={pt('adminAddons.deleteLabel', { name: addon.name })}>
                  {pt('adminPlans.delete')}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {editing ? <AdminAddonForm addon={editing === 'new' ? null : editing} onClose={() => setEditing(null)} /> : null}
      <ConfirmDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        onConfirm={() => void confirmDelete()}
        title={pt('adminAddons.deleteTitle', { name: deleting?.name ?? '' })}
        description={pt('adminAddons.deleteText')}
        confirmLabel={pt('adminPlans.delete')}
        pending={remove.isPending}
      />
    </div>
  );
}
