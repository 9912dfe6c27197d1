import { ScheduledMessagesList, ScheduleMessageCard } from '../../../features/whatsapp/components/scheduled-messages';
import { useCurrentBusiness } from '../../use-session';

/** /whatsapp/whatsapp/scheduled-messages (issue 35): schedule a message for a day and time, see and cancel what waits. */
export function Component() {
  const business = useCurrentBusiness();
  if (!business) return null;
  return (
    <div data-testid="page-whatsapp-scheduled" className="space-y-6">
      <ScheduleMessageCard businessId={business.id} />
      <ScheduledMessagesList businessId={business.id} />
    </div>
  );
}
