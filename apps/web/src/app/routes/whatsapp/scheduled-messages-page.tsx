import { CalendarClock } from 'lucide-react';
import { FeaturePage } from '../feature-page';

export function Component() {
  return <FeaturePage page="whatsappScheduled" icon={CalendarClock} variant="section" />;
}
