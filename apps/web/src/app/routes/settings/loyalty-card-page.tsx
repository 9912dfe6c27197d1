import type { Business } from '@comanda/domain/business/business-schemas';
import { LoadFailedAlert, LoadingStatus } from '../../../components/ui/query-state';
import { useStampCard } from '../../../features/loyalty/api/stamp-card';
import { StampCardForm } from '../../../features/loyalty/components/stamp-card-form';
import { useLoyaltyT } from '../../../features/loyalty/i18n';
import { useCurrentBusiness } from '../../use-session';

function Loaded({ business }: { business: Business }) {
  const lt = useLoyaltyT();
  const card = useStampCard(business.id);
  if (card.isError && card.data === undefined) return <LoadFailedAlert title={lt('loadFailed')} onRetry={() => void card.refetch()} />;
  if (card.data === undefined) return <LoadingStatus label={lt('loading')} />;
  return <StampCardForm businessId={business.id} currency={business.currency} card={card.data} />;
}

/** /settings/programa-fidelidade/settings: the stamp card (issue 18; plan feature loyalty_program_card). */
export function Component() {
  const business = useCurrentBusiness();
  return <div data-testid="page-loyaltyCard">{business ? <Loaded business={business} /> : null}</div>;
}
