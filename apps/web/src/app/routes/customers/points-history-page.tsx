import { Link, useParams } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/ui/page-header';
import { LoadFailedAlert, LoadingStatus } from '../../../components/ui/query-state';
import { useCustomerPoints } from '../../../features/loyalty/api/loyalty';
import { PointsHistory } from '../../../features/loyalty/components/points-history';
import { useLoyaltyT } from '../../../features/loyalty/i18n';
import { paths } from '../../../lib/paths';
import { useCurrentBusiness } from '../../use-session';

/** /customers/{id}/points-history: a customer's points and their movements (issue 18). */
export function Component() {
  const { t } = useTranslation();
  const lt = useLoyaltyT();
  const id = Number(useParams()['id']);
  const business = useCurrentBusiness();
  const points = useCustomerPoints(id);
  let body;
  if (points.isError && !points.data) body = <LoadFailedAlert title={lt('history.notFound')} onRetry={() => void points.refetch()} />;
  else if (!points.data || !business) body = <LoadingStatus label={lt('loading')} />;
  else body = <PointsHistory points={points.data} currency={business.currency} />;
  return (
    <div data-testid="page-customerPoints" className="space-y-4">
      <Link to={paths.customersId.to({ id })} className="inline-flex items-center gap-1 text-sm text-gray-500 hover:text-gray-700">
        <ArrowLeft className="size-4" aria-hidden="true" /> {lt('history.back')}
      </Link>
      <PageHeader title={t('pages.customerPoints.title')} description={t('pages.customerPoints.description')} />
      {body}
    </div>
  );
}
