import { usePlanDetailText } from '../home/use-plan-detail-text';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { PageHeader } from '../../../components/ui/page-header';
import { useHomeT } from '../../../features/dashboard/i18n';
import { useSubscription } from '../../../features/plans/api/billing';
import { AddonsCard } from '../../../features/plans/components/addons-card';
import { InvoicesCard } from '../../../features/plans/components/invoices-card';
import { SubscriptionCard } from '../../../features/plans/components/subscription-card';
import { usePlansT } from '../../../features/plans/i18n';
import { paths } from '../../../lib/paths';
import { useCurrentBusiness } from '../../use-session';

/** /subscription (issue 39): the plan and its validity, the subscription's state, and the invoices to pay. */
export function Component() {
  const { t } = useTranslation();
  const business = useCurrentBusiness();
  return (
    <div className="space-y-6" data-testid="page-subscription">
      <PageHeader title={t('pages.subscription.title')} description={t('pages.subscription.description')} />
      {business ? <SubscriptionBody businessId={business.id} status={business.plan_status} /> : null}
    </div>
  );
}

function SubscriptionBody({ businessId, status }: { businessId: number; status: Parameters<typeof usePlanDetailText>[0] }) {
  const { t } = useTranslation();
  const ht = useHomeT();
  const pt = usePlansT();
  const detail = usePlanDetailText(status);
  const subscription = useSubscription(businessId);
  return (
    <>
      {/* With a subscription its own card names the plan (ESSENCIAL and PROFISSIONAL are one business plan underneath). */}
      {status && (subscription.data === null || subscription.data?.status === 'canceled') ? (
        <Card title={ht('currentPlan')}>
          <p className="text-2xl font-bold text-gray-900" data-testid="subscription-plan">
            {t(`plans.names.${status.current_plan}`, { defaultValue: status.current_plan })}
          </p>
          {detail ? <p className="mt-1 text-sm text-gray-500">{detail}</p> : null}
          {subscription.data === null || subscription.data?.status === 'canceled' ? (
            <Link to={paths.plans.to()} className={buttonClasses('primary', 'md', 'mt-4')} data-testid="subscription-see-plans">
              {pt('subscription.seePlans')}
            </Link>
          ) : null}
        </Card>
      ) : null}
      <SubscriptionCard businessId={businessId} />
      {subscription.data ? <InvoicesCard businessId={businessId} /> : null}
      {subscription.data !== undefined ? <AddonsCard businessId={businessId} canBuy={subscription.data !== null && (subscription.data.status === 'active' || subscription.data.status === 'trialing')} /> : null}
    </>
  );
}
