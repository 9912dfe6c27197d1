import { TicketPercent } from 'lucide-react';
import { FeaturePage } from '../feature-page';

export function Component() {
  return <FeaturePage page="settingsCupons" icon={TicketPercent} />;
}
