import { Receipt } from 'lucide-react';
import { usePlanDetailText } from '../home/use-plan-detail-text';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card';
import { ComingSoon } from '../../../components/ui/coming-soon';
import { PageHeader } from '../../../components/ui/page-header';
import { useHomeT } from '../../../features/dashboard/i18n';
import { useCurrentBusiness } from '../../use-session';

export function Component() {
  const { t } = useTranslation();
  const ht = useHomeT();
  const business = useCurrentBusiness();
  const status = business?.plan_status;

  const detail = usePlanDetailText(status);

  return (
    <div className="space-y-6" data-testid="page-subscription">
      <PageHeader title={t('pages.subscription.title')} description={t('pages.subscription.description')} />
      {status ? (
        <Card title={ht('currentPlan')}>
          <p className="text-2xl font-bold text-gray-900" data-testid="subscription-plan">
            {t(`plans.names.${status.current_plan}`, { defaultValue: status.current_plan })}
          </p>
          {detail ? <p className="mt-1 text-sm text-gray-500">{detail}</p> : null}
        </Card>
      ) : null}
      {/* Plans, invoices and payment are not built yet (issue 13, 14): nothing here to click. */}
      <ComingSoon icon={Receipt}>{t('pages.subscription.soon')}</ComingSoon>
    </div>
  );
}
