import { useWhatsappConnection } from '../../../features/whatsapp/api/whatsapp';
import { CampaignForm } from '../../../features/whatsapp/components/campaign-form';
import { CampaignsList } from '../../../features/whatsapp/components/campaigns-list';
import { PacingCard } from '../../../features/whatsapp/components/pacing-card';
import { TemplatesCard } from '../../../features/whatsapp/components/templates-card';
import { useCurrentBusiness } from '../../use-session';

/** /whatsapp/whatsapp/bulk-status (issue 35): a campaign to a segment's consenting customers, its live progress, and the pacing that protects the number. */
export function Component() {
  const business = useCurrentBusiness();
  if (!business) return null;
  return <BulkPage businessId={business.id} />;
}

function BulkPage({ businessId }: { businessId: number }) {
  const connection = useWhatsappConnection(businessId);
  return (
    <div data-testid="page-whatsapp-bulk" className="space-y-6">
      <CampaignForm businessId={businessId} connected={connection.data?.state === 'open' && !connection.data.paused_reason} cloud={connection.data?.provider === 'cloud'} />
      <CampaignsList businessId={businessId} />
      <TemplatesCard businessId={businessId} cloud={connection.data?.provider === 'cloud'} />
      <PacingCard businessId={businessId} />
    </div>
  );
}
