import type { Business } from '@comanda/domain/business/business-schemas';
import { LoadFailedAlert, LoadingStatus } from '../../../components/ui/query-state';
import { useCashbackRules } from '../../../features/loyalty/api/cashback';
import { CashbackRules } from '../../../features/loyalty/components/cashback-rules';
import { useLoyaltyT } from '../../../features/loyalty/i18n';
import { useCurrentBusiness } from '../../use-session';

function Loaded({ business }: { business: Business }) {
  const lt = useLoyaltyT();
  const rules = useCashbackRules(business.id);
  if (rules.isError && !rules.data) return <LoadFailedAlert title={lt('loadFailed')} onRetry={() => void rules.refetch()} />;
  if (!rules.data) return <LoadingStatus label={lt('loading')} />;
  return <CashbackRules businessId={business.id} currency={business.currency} rules={rules.data} />;
}

/** /settings/programa-fidelidade/settings/cashback: the cashback rules (issue 18; plan feature promotional_cashback). */
export function Component() {
  const business = useCurrentBusiness();
  return <div data-testid="page-loyaltyCashback">{business ? <Loaded business={business} /> : null}</div>;
}
