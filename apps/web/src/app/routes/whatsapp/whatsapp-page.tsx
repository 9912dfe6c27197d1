import { ConnectionCard } from '../../../features/whatsapp/components/connection-card';
import { MessagesCard } from '../../../features/whatsapp/components/messages-card';
import { SendMessageCard } from '../../../features/whatsapp/components/send-message-card';
import { useWhatsappConnection } from '../../../features/whatsapp/api/whatsapp';
import { useCurrentBusiness } from '../../use-session';

/** /whatsapp/whatsapp (issue 35): connect the shop's number by QR, send a message, see what went out. */
export function Component() {
  const business = useCurrentBusiness();
  if (!business) return null;
  return <WhatsappPage businessId={business.id} />;
}

function WhatsappPage({ businessId }: { businessId: number }) {
  const connection = useWhatsappConnection(businessId);
  return (
    <div data-testid="page-whatsapp" className="space-y-6">
      <ConnectionCard businessId={businessId} />
      <SendMessageCard businessId={businessId} connected={connection.data?.state === 'open' && !connection.data.paused_reason} />
      <MessagesCard businessId={businessId} />
    </div>
  );
}
