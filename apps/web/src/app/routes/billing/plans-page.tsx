import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/ui/page-header';
import { PlanCards } from '../../../features/plans/components/plan-cards';
import { useCurrentBusiness } from '../../use-session';

/** /plans (issue 39): the two pricing cards of spec §9, with the business's own promotion; the upgrade modal leads here. */
export function Component() {
  const { t } = useTranslation();
  const business = useCurrentBusiness();
  return (
    <div className="space-y-6" data-testid="page-plans">
      <PageHeader title={t('pages.plans.title')} description={t('pages.plans.description')} />
      {business ? <PlanCards business={business} /> : null}
    </div>
  );
}
