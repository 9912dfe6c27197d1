import { useTranslation } from 'react-i18next';
import type { Business } from '@comanda/domain/business/business-schemas';
import { PageHeader } from '../../../components/ui/page-header';
import { LoadFailedAlert, LoadingStatus } from '../../../components/ui/query-state';
import { useCoupons } from '../../../features/coupons/api/coupons';
import { CouponsList } from '../../../features/coupons/components/coupons-list';
import { useCouponsT } from '../../../features/coupons/i18n';
import { useCurrentBusiness } from '../../use-session';

function Loaded({ business }: { business: Business }) {
  const ct = useCouponsT();
  const coupons = useCoupons(business.id);
  if (coupons.isError && !coupons.data) return <LoadFailedAlert title={ct('loadFailed')} onRetry={() => void coupons.refetch()} />;
  if (!coupons.data) return <LoadingStatus label={ct('loading')} />;
  return <CouponsList businessId={business.id} currency={business.currency} coupons={coupons.data} />;
}

/** /settings/cupons: the business's coupons (issue 18; plan feature coupons, gated by the router). */
export function Component() {
  const { t } = useTranslation();
  const business = useCurrentBusiness();
  return (
    <div data-testid="page-settingsCupons">
      <PageHeader title={t('pages.settingsCupons.title')} description={t('pages.settingsCupons.description')} />
      {business ? <Loaded business={business} /> : null}
    </div>
  );
}
