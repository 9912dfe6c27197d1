import type { Business } from '@comanda/domain/business/business-schemas';
import { LoadFailedAlert, LoadingStatus } from '../../../components/ui/query-state';
import { useLoyaltyProgram } from '../../../features/loyalty/api/loyalty';
import { PointsProgramForm } from '../../../features/loyalty/components/points-program-form';
import { useLoyaltyT } from '../../../features/loyalty/i18n';
import { useCurrentBusiness } from '../../use-session';

function Loaded({ business }: { business: Business }) {
  const lt = useLoyaltyT();
  const program = useLoyaltyProgram(business.id);
  if (program.isError && !program.data) return <LoadFailedAlert title={lt('loadFailed')} onRetry={() => void program.refetch()} />;
  if (!program.data) return <LoadingStatus label={lt('loading')} />;
  return <PointsProgramForm businessId={business.id} currency={business.currency} program={program.data} />;
}

/** /settings/programa-fidelidade/settings/pontos: the points program (issue 18; plan feature loyalty_points). */
export function Component() {
  const business = useCurrentBusiness();
  return <div data-testid="page-loyaltyPoints">{business ? <Loaded business={business} /> : null}</div>;
}
