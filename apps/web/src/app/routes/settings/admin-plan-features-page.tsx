import { ArrowLeft } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BASIC_FEATURES } from '@comanda/domain/features/feature-access';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Checkbox } from '../../../components/ui/checkbox';
import { PageHeader } from '../../../components/ui/page-header';
import { LoadFailedAlert, LoadingStatus } from '../../../components/ui/query-state';
import { useAdminPlans, usePlanFeatures, useSetPlanFeatures } from '../../../features/plans/api/admin-plans';
import { usePlansT } from '../../../features/plans/i18n';
import { useFeatureName } from '../../../features/plans/lib/feature-name';
import { notifyApiError } from '../../../lib/form-errors';
import { paths } from '../../../lib/paths';
import { notify } from '../../../lib/toast';

const basic: readonly string[] = BASIC_FEATURES;

/** /settings/admin/plans/{id}/features (issue 39): what the plan grants; saved, the businesses paying for it follow at once. */
export function Component() {
  const { t } = useTranslation();
  const pt = usePlansT();
  const featureName = useFeatureName();
  const id = Number(useParams()['id']);
  const plan = useAdminPlans().data?.find((p) => p.id === id);
  const features = usePlanFeatures(id);
  const save = useSetPlanFeatures();
  const [chosen, setChosen] = useState<string[] | null>(null);
  useEffect(() => {
    if (features.data && chosen === null) setChosen(features.data.feature_codes);
  }, [features.data, chosen]);
  const toggle = (code: string, on: boolean) => setChosen((codes) => (on ? [...(codes ?? []), code] : (codes ?? []).filter((c) => c !== code)));
  const submit = async () => {
    try {
      await save.mutateAsync({ id, codes: chosen ?? [] });
      await features.refetch();
      notify.success({ title: pt('adminPlans.featuresSaved') });
    } catch (error) {
      notifyApiError(error);
    }
  };
  const group = (codes: string[], title: string) => (
    <fieldset className="space-y-2">
      <legend className="mb-2 text-sm font-semibold text-gray-700">{title}</legend>
      {codes.map((code) => (
        <Checkbox key={code} label={featureName(code)} checked={chosen?.includes(code) ?? false} disabled={save.isPending} onChange={(e) => toggle(code, e.currentTarget.checked)} />
      ))}
    </fieldset>
  );
  return (
    <div className="space-y-6" data-testid="page-adminPlanFeatures">
      <Link to={paths.settingsAdminPlans.to()} className="inline-flex items-center gap-1 text-sm text-gray-500 hover:text-gray-700">
        <ArrowLeft className="size-4" aria-hidden="true" />
        {pt('adminPlans.back')}
      </Link>
      <PageHeader title={plan ? pt('adminPlans.featuresTitle', { name: plan.name }) : t('pages.adminPlanFeatures.title', { id })} description={t('pages.adminPlanFeatures.description')} />
      {features.isError && !features.data ? (
        <LoadFailedAlert title={pt('adminPlans.loadFailed')} onRetry={() => void features.refetch()} />
      ) : !features.data || chosen === null ? (
        <LoadingStatus label={pt('adminPlans.loading')} />
      ) : (
        <Card>
          <div className="grid gap-6 sm:grid-cols-2" data-testid="plan-features">
            {group(features.data.grantable.filter((code) => basic.includes(code)), pt('adminPlans.basicFeatures'))}
            {group(features.data.grantable.filter((code) => !basic.includes(code)), pt('adminPlans.paidFeatures'))}
          </div>
          <p className="mt-4 text-xs text-gray-500">{pt('adminPlans.featuresHint', { count: plan?.subscriptions ?? 0 })}</p>
          <div className="mt-4 flex justify-end">
            <Button onClick={() => void submit()} loading={save.isPending}>
              {pt('adminPlans.saveFeatures')}
            </Button>
          </div>
        </Card>
      )}
    </div>
  );
}
